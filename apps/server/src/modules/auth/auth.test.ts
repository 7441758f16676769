import { createHash } from 'node:crypto';
import { MESSAGES } from '@fleetdesk/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DEMO_PASSWORD, FLEET_USER, latestCode, signIn } from '../../../test/api';
import { startTestServer, type TestServer } from '../../../test/server';
import { admins, auditLog, outbox, rateLimits, sessions, verificationCodes } from '../../db/schema';
import { HASHING_BUSY } from '../../platform/auth/hashing';

let server: TestServer;
const credentials = (email: string, type: 'sms' | 'email' = 'email') => ({
  email,
  password: DEMO_PASSWORD,
  type,
});

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
});
afterAll(() => server.close());

const outboxCount = async (recipient: string) =>
  (await server.database.db.select().from(outbox).where(eq(outbox.recipient, recipient))).length;

const resetCodeOn = (target: TestServer, email: string) =>
  target.database.db.execute(
    sql`delete from verification_codes where admin_id = (select id from admins where email = ${email})`,
  );
const resetCode = (email: string) => resetCodeOn(server, email);

describe('POST /auth/request', () => {
  it('refuses a wrong password without sending anything', async () => {
    const before = await outboxCount(ADMIN);
    const res = await call(server.url, 'POST', '/auth/request', {
      body: { ...credentials(ADMIN), password: 'nope' },
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.credentialsInvalid);
    expect(await outboxCount(ADMIN)).toBe(before);
  });

  it('refuses an unknown e-mail with the same message', async () => {
    const res = await call(server.url, 'POST', '/auth/request', {
      body: credentials('nobody@fleetdesk.test'),
    });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(MESSAGES.credentialsInvalid);
  });

  it('validates the body with the contract messages', async () => {
    const res = await call(server.url, 'POST', '/auth/request', {
      body: { email: 'not-an-email', password: '', type: 'email' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ email: [MESSAGES.invalidEmail], password: [MESSAGES.required] });
  });

  it('sends a code by e-mail, stores only its hash, and starts the cooldown', async () => {
    await resetCode(ADMIN);
    const started = Date.now();
    const res = await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      sent: true,
      message: MESSAGES.codeSentEmail,
      next_sms_send_code_at: null,
    });
    const nextEmail = Date.parse(res.body.next_email_send_code_at as string);
    expect(nextEmail - started).toBeGreaterThan(55_000);
    expect(nextEmail - started).toBeLessThan(65_000);
    const code = await latestCode(server.database.db, ADMIN);
    const [stored] = await server.database.db.select().from(verificationCodes);
    expect(stored?.codeHash).toMatch(/^\$argon2/);
    expect(stored?.codeHash).not.toContain(code);
  });

  it('does not send again inside the cooldown', async () => {
    const before = await outboxCount(ADMIN);
    const res = await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ sent: false, message: MESSAGES.codeCooldown });
    expect(await outboxCount(ADMIN)).toBe(before);
  });

  it('sends by SMS to the phone number, keeping the e-mail cooldown', async () => {
    const res = await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN, 'sms') });
    expect(res.status).toBe(200);
    expect(res.body.sent).toBe(true);
    expect(res.body.next_email_send_code_at).not.toBeNull();
    const [admin] = await server.database.db.select().from(admins).where(eq(admins.email, ADMIN));
    const [message] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, admin?.phoneNumber as string));
    expect(message?.channel).toBe('sms');
  });
});

describe('POST /auth/verify', () => {
  const verify = (email: string, code: string) =>
    call(server.url, 'POST', '/auth/verify', { body: { ...credentials(email), verification_code: code } });

  it('burns the code after five wrong tries', async () => {
    await resetCode(ADMIN);
    await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const code = await latestCode(server.database.db, ADMIN);
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
    await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const code = await latestCode(server.database.db, ADMIN);
    await server.database.db.update(verificationCodes).set({ expiresAt: new Date(Date.now() - 1000) });
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
    await call(server.url, 'POST', '/auth/request', { body: credentials(ADMIN) });
    const res = await verify(ADMIN, await latestCode(server.database.db, ADMIN));
    expect(res.status).toBe(200);
    const token = res.body.token as string;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    const hash = createHash('sha256').update(token).digest('hex');
    const [session] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hash));
    expect(session).toBeDefined();
    expect(res.body.user).toMatchObject({ email: ADMIN, is_fleet: false, super_admin: true });
    expect(res.body.permissions).toContain('surge.view');
    expect((res.body.roles as { name: string }[]).some((r) => r.name === 'Admin')).toBe(true);
    expect((res.body.companies as unknown[]).length).toBeGreaterThan(0);
    expect((res.body.document_types as unknown[]).length).toBeGreaterThan(0);
    // the code is single use
    expect((await verify(ADMIN, await latestCode(server.database.db, ADMIN))).status).toBe(422);
  });

  it('marks a fleet user as fleet', async () => {
    const token = await signIn(server.url, server.database.db, FLEET_USER);
    const res = await call(server.url, 'GET', '/account', { token, fleet: true });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ email: FLEET_USER, is_fleet: true });
    expect(res.body.permissions).toEqual([]);
  });
});

describe('sessions', () => {
  it('answers 401 without a token, with a bad token, and after expiry or logout', async () => {
    expect((await call(server.url, 'GET', '/account')).status).toBe(401);
    expect((await call(server.url, 'GET', '/account', { token: 'forged' })).status).toBe(401);
    const token = await signIn(server.url, server.database.db, ADMIN);
    expect((await call(server.url, 'GET', '/account', { token })).status).toBe(200);
    const logout = await call(server.url, 'POST', '/auth/logout', { token });
    expect(logout.status).toBe(200);
    expect((await call(server.url, 'GET', '/account', { token })).status).toBe(401);

    const second = await signIn(server.url, server.database.db, ADMIN);
    await server.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, createHash('sha256').update(second).digest('hex')));
    const expired = await call(server.url, 'GET', '/account', { token: second });
    expect(expired.status).toBe(401);
    expect(expired.body.message).toBe(MESSAGES.unauthenticated);
  });

  it('writes sign-in and sign-out to the audit log', async () => {
    const actions = (await server.database.db.select({ action: auditLog.action }).from(auditLog)).map(
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

describe('abuse limits', () => {
  // Behind a trusted proxy each request names its client, so one test plays several addresses.
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '3', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => limited.close());

  const from = (address: string, email: string, password = DEMO_PASSWORD, code?: string) =>
    call(limited.url, 'POST', code ? '/auth/verify' : '/auth/request', {
      body: { ...credentials(email), password, ...(code ? { verification_code: code } : {}) },
      headers: { 'x-forwarded-for': address },
    });

  it('counts only failures: signing in again and again is never limited', async () => {
    const email = 'dispatcher@fleetdesk.test';
    for (let i = 0; i < 5; i++) {
      await resetCodeOn(limited, email);
      expect((await from('198.51.100.1', email)).status).toBe(200);
      const code = await latestCode(limited.database.db, email);
      expect((await from('198.51.100.1', email, DEMO_PASSWORD, code)).status).toBe(200);
    }
  });

  it('a guesser at one address does not lock out the user at another', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await from('203.0.113.66', ADMIN, 'guess')).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
    expect((await from('203.0.113.66', ADMIN)).status).toBe(429);
    expect((await from('198.51.100.7', ADMIN)).status).toBe(200);
  });

  it('counts wrong codes as failures', async () => {
    await resetCodeOn(limited, FLEET_USER);
    expect((await from('203.0.113.70', FLEET_USER)).status).toBe(200);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push((await from('203.0.113.70', FLEET_USER, DEMO_PASSWORD, '000001')).status);
    expect(statuses).toEqual([422, 422, 422, 429]);
  });

  it('caps failures per e-mail across all addresses at ten times the limit', async () => {
    const email = 'nobody-in-particular@fleetdesk.test';
    const statuses: number[] = [];
    for (let i = 1; i <= 31; i++) statuses.push((await from(`192.0.2.${i}`, email, 'guess')).status);
    expect(statuses).toEqual([...Array(30).fill(422), 429]);
  });

  it('keeps rate-limit keys short, whatever the client sends', async () => {
    await limited.database.db.delete(rateLimits);
    const res = await from(`2001:db8::${'a'.repeat(3000)}`, ADMIN, 'guess');
    expect(res.status).toBe(422);
    const keys = await limited.database.db.select({ key: rateLimits.key }).from(rateLimits);
    expect(keys).toHaveLength(3);
    expect(Math.max(...keys.map((k) => k.key.length))).toBeLessThanOrEqual(100);
  });
});

describe('the client address', () => {
  const auditedAddress = async (target: TestServer) => {
    const [row] = await target.database.db
      .select({ ip: auditLog.ip })
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.code_sent'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    return row?.ip;
  };
  const requestFrom = async (target: TestServer, forwardedFor: string) => {
    await resetCodeOn(target, ADMIN);
    const res = await call(target.url, 'POST', '/auth/request', {
      body: credentials(ADMIN),
      headers: { 'x-forwarded-for': forwardedFor },
    });
    expect(res.status).toBe(200);
    return auditedAddress(target);
  };

  it('ignores X-Forwarded-For from anyone but a trusted proxy', async () => {
    expect(await requestFrom(server, '203.0.113.9')).toBe('127.0.0.1');
  });

  it('takes X-Forwarded-For from a trusted proxy', async () => {
    const proxied = await startTestServer({ env: { TRUST_PROXY: '127.0.0.1/8' } });
    try {
      expect(await requestFrom(proxied, '203.0.113.9')).toBe('203.0.113.9');
    } finally {
      await proxied.close();
    }
  });
});

describe('argon2 work', () => {
  it('refuses with 503 past the hashing queue instead of piling up', async () => {
    const busy = await startTestServer({ env: { AUTH_HASH_CONCURRENCY: '1', AUTH_HASH_QUEUE: '0' } });
    try {
      const attempts = Array.from({ length: 12 }, () =>
        call(busy.url, 'POST', '/auth/request', { body: { ...credentials(ADMIN), password: 'wrong' } }),
      );
      const answers = await Promise.all(attempts);
      const statuses = new Set(answers.map((a) => a.status));
      expect(statuses).toEqual(new Set([422, 503]));
      expect(answers.find((a) => a.status === 503)?.body.message).toBe(HASHING_BUSY);
    } finally {
      await busy.close();
    }
  });
});
