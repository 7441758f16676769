import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DEMO_PASSWORD, FLEET_USER, latestCode } from '../../../test/api';
import { authTestServer, credentials, resetCodeOn } from '../../../test/auth-test-setup';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, rateLimits } from '../../db/schema';
import { HASHING_BUSY } from '../../platform/auth/hashing';

// What guards sign-in against abuse: failure limits per address and e-mail, which client address
// counts, and the bounded argon2 queue.
const t = authTestServer();

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
    expect(await requestFrom(t.server, '203.0.113.9')).toBe('127.0.0.1');
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
