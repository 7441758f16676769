import {
  type CodeChannel,
  MESSAGES,
  VERIFICATION_CODE_COOLDOWN_SECONDS,
  VERIFICATION_CODE_MAX_ATTEMPTS,
  VERIFICATION_CODE_TTL_SECONDS,
} from '@fleetdesk/contract';

export interface StoredCode {
  hasCode: boolean;
  expiresAt: Date;
  attempts: number;
  nextSmsSendAt: Date | null;
  nextEmailSendAt: Date | null;
}

/** True while a channel is cooling down and the code sent before is still usable: send nothing new. */
export function isInCooldown(code: StoredCode | undefined, channel: CodeChannel, now: Date): boolean {
  if (!code?.hasCode || code.expiresAt <= now) return false;
  if (code.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS) return false;
  const next = channel === 'sms' ? code.nextSmsSendAt : code.nextEmailSendAt;
  return next !== null && next > now;
}

/** The row to store after sending a new code on `channel`; the other channel's cooldown is kept. */
export function nextCodeState(previous: StoredCode | undefined, channel: CodeChannel, now: Date) {
  const cooldownEnd = new Date(now.getTime() + VERIFICATION_CODE_COOLDOWN_SECONDS * 1000);
  const keep = (d: Date | null | undefined) => (d && d > now ? d : null);
  return {
    expiresAt: new Date(now.getTime() + VERIFICATION_CODE_TTL_SECONDS * 1000),
    attempts: 0,
    nextSmsSendAt: channel === 'sms' ? cooldownEnd : keep(previous?.nextSmsSendAt),
    nextEmailSendAt: channel === 'email' ? cooldownEnd : keep(previous?.nextEmailSendAt),
  };
}

export type CodeCheck = { ok: true } | { ok: false; message: string; burn: boolean };

/** Decides a verification attempt; `matches` is whether the typed code equals the stored hash. */
export function judgeCode(code: StoredCode | undefined, matches: boolean, now: Date): CodeCheck {
  if (!code?.hasCode) return { ok: false, message: MESSAGES.codeInvalid, burn: false };
  if (code.attempts >= VERIFICATION_CODE_MAX_ATTEMPTS)
    return { ok: false, message: MESSAGES.codeBurned, burn: true };
  if (code.expiresAt <= now) return { ok: false, message: MESSAGES.codeExpired, burn: true };
  if (matches) return { ok: true };
  const burn = code.attempts + 1 >= VERIFICATION_CODE_MAX_ATTEMPTS;
  return { ok: false, message: burn ? MESSAGES.codeBurned : MESSAGES.codeInvalid, burn };
}
