import { type CodeChannel, MESSAGES } from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { createSession, revokeSession } from '../../platform/auth/sessions';
import { createSignInGuard } from '../../platform/auth/sign-in-guard';
import { newVerificationCode } from '../../platform/auth/tokens';
import { AppError, invalidField } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { loadAccount } from '../account/queries';
import { deleteCode, findAdminByEmail, lockStoredCode, recordFailedAttempt, saveCode } from './queries';
import { isInCooldown, judgeCode, nextCodeState, type StoredCode } from './rules';

interface Credentials {
  email: string;
  password: string;
}
interface RequestMeta {
  ip: string;
  userAgent?: string;
}

const toStored = (row: Awaited<ReturnType<typeof lockStoredCode>>): StoredCode | undefined =>
  row && {
    hasCode: row.codeHash !== null,
    expiresAt: row.expiresAt,
    attempts: row.attempts,
    nextSmsSendAt: row.nextSmsSendAt,
    nextEmailSendAt: row.nextEmailSendAt,
  };

const cooldowns = (row: { nextSmsSendAt: Date | null; nextEmailSendAt: Date | null } | undefined) => ({
  next_sms_send_code_at: row?.nextSmsSendAt?.toISOString() ?? null,
  next_email_send_code_at: row?.nextEmailSendAt?.toISOString() ?? null,
});

export function createAuthService(deps: ModuleDeps) {
  const { db, config, notifier, hasher, realtime } = deps;
  const guard = createSignInGuard(deps);

  /** Within the rate limits, the active admin whose password this is; a wrong one counts as a failure. */
  async function checkCredentials({ email, password }: Credentials, ip: string) {
    await guard.admit(email, ip);
    const admin = await findAdminByEmail(db, email);
    const valid = await guard.checkPassword(email, ip, admin?.passwordHash, password);
    if (!admin || !valid) throw invalidField('email', MESSAGES.credentialsInvalid);
    if (admin.status !== 'active') throw invalidField('email', MESSAGES.accountDisabled);
    return admin;
  }

  async function requestCode(input: Credentials & { type: CodeChannel }, meta: RequestMeta) {
    const admin = await checkCredentials(input, meta.ip);
    if (input.type === 'sms' && !admin.phoneNumber) throw invalidField('type', MESSAGES.noPhoneForSms);
    const now = new Date();
    const code = newVerificationCode();
    const codeHash = await hasher.hash(code);
    // The row lock serialises two clicks on RESEND: only one of them sends.
    const outcome = await db.transaction(async (tx) => {
      const previous = toStored(await lockStoredCode(tx, admin.id));
      if (isInCooldown(previous, input.type, now)) return { sent: false as const, state: previous };
      const state = nextCodeState(previous, input.type, now);
      await saveCode(tx, { adminId: admin.id, codeHash, channel: input.type, ...state });
      await writeAudit(tx, {
        adminId: admin.id,
        action: 'auth.code_sent',
        entityType: 'admin',
        entityId: admin.id,
        after: { channel: input.type },
        ip: meta.ip,
      });
      return { sent: true as const, state };
    });
    if (outcome.sent) {
      try {
        await notifier.send({
          channel: input.type,
          to: input.type === 'sms' ? (admin.phoneNumber as string) : admin.email,
          subject: 'Your Fleetdesk verification code',
          text: `Your Fleetdesk verification code is ${code}. It expires in 10 minutes.`,
          logLine: `verification code for ${admin.email}: ${code}`,
          holdsCode: true,
        });
      } catch {
        throw new AppError('unavailable', 'We could not send the code. Please try again!');
      }
    }
    return {
      ...cooldowns(outcome.state),
      sent: outcome.sent,
      message: outcome.sent
        ? input.type === 'sms'
          ? MESSAGES.codeSentSms
          : MESSAGES.codeSentEmail
        : MESSAGES.codeCooldown,
    };
  }

  async function verifyCode(input: Credentials & { verification_code: string }, meta: RequestMeta) {
    const admin = await checkCredentials(input, meta.ip);
    const now = new Date();
    const result = await db.transaction(async (tx) => {
      const row = await lockStoredCode(tx, admin.id);
      const matches = row?.codeHash ? await hasher.verify(row.codeHash, input.verification_code) : false;
      const check = judgeCode(toStored(row), matches, now);
      if (!check.ok) {
        if (row) await recordFailedAttempt(tx, admin.id, check.burn);
        return check;
      }
      await deleteCode(tx, admin.id);
      const session = await createSession(tx, admin.id, config.sessionTtlMs, meta);
      await writeAudit(tx, {
        adminId: admin.id,
        action: 'auth.signed_in',
        entityType: 'admin',
        entityId: admin.id,
        ip: meta.ip,
      });
      return { ok: true as const, session };
    });
    // Thrown after the transaction so the failed attempt stays counted.
    if (!result.ok) {
      await guard.recordFailure(input.email, meta.ip);
      throw invalidField('verification_code', result.message);
    }
    const account = await loadAccount(db, admin.id);
    return { ...account, token: result.session.token, expires_at: result.session.expiresAt.toISOString() };
  }

  async function logout(caller: Caller, meta: RequestMeta) {
    await db.transaction(async (tx) => {
      await revokeSession(tx, caller.sessionId);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'auth.signed_out',
        entityType: 'session',
        entityId: caller.sessionId,
        ip: meta.ip,
      });
    });
    // Its open sockets end now, on every instance, rather than at the next session check.
    realtime.endSession(caller.sessionId);
    return { message: 'Signed out.' };
  }

  return { requestCode, verifyCode, logout };
}
