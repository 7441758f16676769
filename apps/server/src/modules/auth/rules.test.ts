import { MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { isInCooldown, judgeCode, nextCodeState, type StoredCode } from './rules';

const now = new Date('2026-11-22T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);
const code = (overrides: Partial<StoredCode> = {}): StoredCode => ({
  hasCode: true,
  expiresAt: at(600),
  attempts: 0,
  nextSmsSendAt: null,
  nextEmailSendAt: at(30),
  ...overrides,
});

describe('cooldown', () => {
  it('holds only on the channel used and only while the code is usable', () => {
    expect(isInCooldown(code(), 'email', now)).toBe(true);
    expect(isInCooldown(code(), 'sms', now)).toBe(false);
    expect(isInCooldown(code({ nextEmailSendAt: at(-1) }), 'email', now)).toBe(false);
    expect(isInCooldown(code({ expiresAt: at(-1) }), 'email', now)).toBe(false);
    expect(isInCooldown(code({ attempts: 5 }), 'email', now)).toBe(false);
    expect(isInCooldown(undefined, 'email', now)).toBe(false);
  });

  it('a new code lasts ten minutes and keeps the other channel’s cooldown', () => {
    const state = nextCodeState(code(), 'sms', now);
    expect(state.expiresAt).toEqual(at(600));
    expect(state.nextSmsSendAt).toEqual(at(60));
    expect(state.nextEmailSendAt).toEqual(at(30));
    expect(state.attempts).toBe(0);
  });
});

describe('judging a code', () => {
  it('accepts a matching live code', () => {
    expect(judgeCode(code(), true, now)).toEqual({ ok: true });
  });
  it('counts wrong tries and burns on the fifth', () => {
    expect(judgeCode(code({ attempts: 3 }), false, now)).toEqual({
      ok: false,
      message: MESSAGES.codeInvalid,
      burn: false,
    });
    expect(judgeCode(code({ attempts: 4 }), false, now)).toEqual({
      ok: false,
      message: MESSAGES.codeBurned,
      burn: true,
    });
    expect(judgeCode(code({ attempts: 5 }), true, now)).toMatchObject({
      ok: false,
      message: MESSAGES.codeBurned,
    });
  });
  it('refuses an expired or missing code even when it matches', () => {
    expect(judgeCode(code({ expiresAt: now }), true, now)).toMatchObject({
      ok: false,
      message: MESSAGES.codeExpired,
    });
    expect(judgeCode(code({ hasCode: false }), true, now)).toMatchObject({
      ok: false,
      message: MESSAGES.codeInvalid,
    });
    expect(judgeCode(undefined, true, now)).toMatchObject({ ok: false });
  });
});
