import { createHash } from 'node:crypto';
import { MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ADMIN, call, DEMO_PASSWORD, DISPATCHER, FLEET_USER, latestCode, signIn } from '../../../test/api';
import { authTestServer, credentials, resetCodeOn } from '../../../test/auth-test-setup';
import { startTestServer } from '../../../test/server';
import { admins, auditLog, outbox, sessions, verificationCodes } from '../../db/schema';

// Signing in with a code, and sessions; the abuse limits, the client address and the hashing queue are
// in auth-abuse.test.ts.
const t = authTestServer();

const outboxCount = async (recipient: string) =>
  (await t.server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

const resetCode = (email: string) => resetCodeOn(t.server, email);

describe('POST /auth/request', () => {
  it('refuses a wrong password without sending anything', async () => {
    const before = await outboxCount(ADMIN);
    const res = await call(t.server.url, 'POST', '/auth/request', {
      body: { ...credentials(ADMIN), password: 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.credentialsInvalid);
    expect(await outboxCount(ADMIN)).toBe(before);
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const res = await call(t.server.url, 'POST', '/auth/request', {
      body: credentials('nobody@fleetdesk.test'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.credentialsInvalid);
  });

  it('validates the body with the contract messages', async () => {
    const res = await call(t.server.url, 'POST', '/auth/request', {
      body: { email: 'not-an-email', password: '', type: 'email' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ email: [MESSAGES.invalidEmail], password: [MESSAGES.required] });
  });

  it('sends a code by e-mail, stores only its hash, and starts the cooldown', async () => {
    await resetCode(ADMIN);
    const started = Date.now();
    const res = await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sent: true,
      message: MESSAGES.codeSentEmail,
      next_sms_send_code_at: null,
    });
    const nextEmail = Date.parse(res.body.next_email_send_code_at as string);
    expect(nextEmail - started).toBeGreaterThan(55_000);
    expect(nextEmail - started).toBeLessThan(65_000);
    const code = await latestCode(t.server.database.db, ADMIN);
    const [stored] = await t.server.database.db.select().from(verificationCodes);
    expect(stored?.codeHash).toMatch(/^\$argon2/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it('does not send again inside the cooldown', async () => {
    const before = await outboxCount(ADMIN);
    const res = await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: false, message: MESSAGES.codeCooldown });
    expect(await outboxCount(ADMIN)).toBe(before);
  });

  it('sends by SMS to the phone number, keeping the e-mail cooldown', async () => {
    const res = await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN, 'sms') });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(true);
    expect(res.body.next_email_send_code_at).not.toBeNull();
    const [admin] = await t.server.database.db.select().from(admins).where(eq(admins.email, ADMIN));
    const [message] = await t.server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, admin?.phoneNumber as string));
    expect(message?.channel).toBe('sms');
  });
});

describe('POST /auth/verify', () => {
  const verify = (email: string, code: string) =>
    call(t.server.url, 'POST', '/auth/verify', { body: { ...credentials(email), verification_code: code } });

  it('burns the code after five wrong tries', async () => {
    await resetCode(ADMIN);
    await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const code = await latestCode(t.server.database.db, ADMIN);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 1; i <= 4; i++) expect((await verify(ADMIN, wrong)).body.message).toBe(MESSAGES.codeInvalid);
    expect((await verify(ADMIN, wrong)).body.message).toBe(MESSAGES.codeBurned);
    const res = await verify(ADMIN, code);
    expect(res.status).toBe(422);
    expect(res.body.message).not.toBe(undefined);
    expect(res.body.token).toBeUndefined();
  });

  it('refuses an expired code', async () => {
    await resetCode(ADMIN);
    await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const code = await latestCode(t.server.database.db, ADMIN);
    await t.server.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await verify(ADMIN, code);
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.codeExpired);
  });

  it('rejects a code that is not six digits', async () => {
    const res = await verify(ADMIN, '12345');
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.codeInvalid);
  });

  it('returns a random token stored only as a hash, with the user and their access', async () => {
    await resetCode(ADMIN);
    await call(t.server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const res = await verify(ADMIN, await latestCode(t.server.database.db, ADMIN));
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const hash = createHash('sha256').update(token).digest('hex');
    const [session] = await t.server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(session).toBeDefined();
    expect(res.body.user).toMatchObject({ email: ADMIN, is_fleet: false, super_admin: true });
    expect(res.body.permissions).toContain('surge.view');
    expect((res.body.roles as { name: string }[]).some((r) => r.name === 'Admin')).toBe(true);
    expect((res.body.companies as unknown[]).length).toBeGreaterThan(0);
    expect((res.body.document_types as unknown[]).length).toBeGreaterThan(0);
    // the code is single use
    expect((await verify(ADMIN, await latestCode(t.server.database.db, ADMIN))).status).toBe(422);
  });

  it('signs no one in with a code sent for another e-mail', async () => {
    for (const email of [ADMIN, DISPATCHER]) {
      await resetCode(email);
      await call(t.server.url, 'POST', '/auth/request', { body: credentials(email) });
    }
    const db = t.server.database.db;
    const [adminCode, dispatcherCode] = [await latestCode(db, ADMIN), await latestCode(db, DISPATCHER)];
    if (adminCode === dispatcherCode) return; // one chance in a million: nothing to tell apart
    const swapped = await verify(DISPATCHER, adminCode);
    expect(swapped.status).toBe(422);
    expect(swapped.body.token).toBeUndefined();
    // The dispatcher's own code still works: the wrong one was one failed try, not a burn.
    expect((await verify(DISPATCHER, dispatcherCode)).status).toBe(200);
  });

  it('marks a fleet user as fleet', async () => {
    const token = await signIn(t.server.url, t.server.database.db, FLEET_USER);
    const res = await call(t.server.url, 'GET', '/account', { token, fleet: true });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: FLEET_USER, is_fleet: true });
    expect(res.body.permissions).toEqual([]);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a bad token, and after expiry or logout', async () => {
    expect((await call(t.server.url, 'GET', '/account')).status).toBe(401);
    expect((await call(t.server.url, 'GET', '/account', { token: 'forged' })).status).toBe(401);
    const token = await signIn(t.server.url, t.server.database.db, ADMIN);
    expect((await call(t.server.url, 'GET', '/account', { token })).status).toBe(200);
    const logout = await call(t.server.url, 'POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect((await call(t.server.url, 'GET', '/account', { token })).status).toBe(401);

    const second = await signIn(t.server.url, t.server.database.db, ADMIN);
    await t.server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(second).digest('hex')));
    const expired = await call(t.server.url, 'GET', '/account', { token: second });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(MESSAGES.unauthenticated);
  });

  it('writes sign-in and sign-out to the audit log', async () => {
    const actions = (await t.server.database.db.select({ action: auditLog.action }).from(auditLog)).map(
      (r) => r.action,
    );
    expect(actions).toEqual(expect.arrayContaining(['auth.code_sent', 'auth.signed_in', 'auth.signed_out']));
  });

  it('rate-limits failed attempts per e-mail', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const email = 'dispatcher@fleetdesk.test';
      const attempt = (password: string) =>
        call(limited.url, 'POST', '/auth/request', { body: { ...credentials(email), password } });
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await attempt('wrong')).status);
      expect(statuses).toEqual([422, 422, 422, 429, 429]);
      const res = await attempt(DEMO_PASSWORD);
      expect(res.status).toBe(429);
      expect(res.body.message).toBe(MESSAGES.tooManyAttempts);
      // another e-mail from the same address is still served
      expect((await call(limited.url, 'POST', '/auth/request', { body: credentials(ADMIN) })).status).toBe(
        200,
      );
    } finally {
      await limited.close();
    }
  });
});
