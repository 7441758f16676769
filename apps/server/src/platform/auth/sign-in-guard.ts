import { hash } from '@node-rs/argon2';
import type { ModuleDeps } from '../module';
import { assertUnderLimit, consumeRateLimit, countEvent } from '../rate-limit';

const WINDOW_SECONDS = 15 * 60;
// Checked against a real hash when the e-mail is unknown, so the answer takes as long either way.
const DUMMY_PASSWORD_HASH = hash('fleetdesk-no-such-user');

/**
 * Limits on guessing a password or a code. Only failures count against an e-mail, so signing in
 * often costs nothing. They count per e-mail and address: a guesser locks out their own address, not
 * the user at theirs; a far larger cap per e-mail across all addresses bounds a guesser with many.
 * Every attempt counts against its address, which bounds the argon2 work one client can cause.
 */
export function createSignInGuard({ db, config, hasher }: Pick<ModuleDeps, 'db' | 'config' | 'hasher'>) {
  const limit = config.authRateLimit;
  const keys = (email: string, ip: string) => {
    const who = email.trim().toLowerCase();
    return { failedHere: `auth:failed:${who}:${ip}`, failed: `auth:failed:${who}`, address: `auth:ip:${ip}` };
  };

  /** Before any hashing: refuses with 429 a client or an e-mail past its limit. */
  async function admit(email: string, ip: string): Promise<void> {
    const key = keys(email, ip);
    await consumeRateLimit(db, key.address, limit * 10, WINDOW_SECONDS);
    await assertUnderLimit(db, key.failedHere, limit, WINDOW_SECONDS);
    await assertUnderLimit(db, key.failed, limit * 10, WINDOW_SECONDS);
  }

  async function recordFailure(email: string, ip: string): Promise<void> {
    const key = keys(email, ip);
    await countEvent(db, key.failedHere, WINDOW_SECONDS);
    await countEvent(db, key.failed, WINDOW_SECONDS);
  }

  /** Whether `password` matches the stored hash (none: an unknown user); a miss counts as a failure. */
  async function checkPassword(
    email: string,
    ip: string,
    passwordHash: string | undefined,
    password: string,
  ): Promise<boolean> {
    const matches = await hasher.verify(passwordHash ?? (await DUMMY_PASSWORD_HASH), password);
    if (!matches || !passwordHash) await recordFailure(email, ip);
    return matches && passwordHash !== undefined;
  }

  return { admit, recordFailure, checkPassword };
}
