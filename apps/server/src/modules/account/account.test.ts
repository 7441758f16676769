import { MESSAGES } from '@fleetdesk/contract';
import { and, desc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DEMO_PASSWORD, DISPATCHER, signIn } from '../../../test/api';
import { startTestServer, type TestServer } from '../../../test/server';
import { admins, auditLog, outbox } from '../../db/schema';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(() => server.close());

const adminRow = async (email: string) =>
  (await server.database.db.select().from(admins).where(eq(admins.email, email)))[0];
const update = (token: string, body: Record<string, unknown>) =>
  call(server.url, 'POST', '/account', {
    token,
    body: { first_name: 'Ada', last_name: 'Lovelace', ...body },
  });

describe('POST /account', () => {
  it('changes the name without a password', async () => {
    const token = await signIn(server.url, server.database.db, DISPATCHER);
    const before = await adminRow(DISPATCHER);
    const res = await update(token, { phone_number: before?.phoneNumber ?? null });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await adminRow(DISPATCHER))?.firstName).toBe('Ada');
  });

  it('changes the phone number only with the current password, and tells the old number and the e-mail', async () => {
    const token = await signIn(server.url, server.database.db, ADMIN);
    const oldPhone = (await adminRow(ADMIN))?.phoneNumber as string;
    expect(oldPhone).toBeTruthy();
    const newPhone = { phone_number: '(917) 555-0199' };

    const missing = await update(token, newPhone);
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordRequired] });
    const wrong = await update(token, { ...newPhone, current_password: 'not-it' });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ current_password: [MESSAGES.currentPasswordWrong] });
    expect((await adminRow(ADMIN))?.phoneNumber).toBe(oldPhone);

    const started = new Date();
    const ok = await update(token, { ...newPhone, current_password: DEMO_PASSWORD });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await adminRow(ADMIN))?.phoneNumber).toBe('+19175550199');
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'account.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ phoneNumber: '+19175550199' });

    const notices = await server.database.db
      .select({ channel: outbox.channel, recipient: outbox.recipient, body: outbox.body })
      .from(outbox)
      .where(gt(outbox.createdAt, started));
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ channel: 'sms', recipient: oldPhone }),
        expect.objectContaining({ channel: 'email', recipient: ADMIN }),
      ]),
    );
    for (const notice of notices) {
      expect(notice.body).toContain('changed to a number ending in 0199');
      expect(notice.body).not.toContain('917');
    }
  });

  it('counts wrong passwords like failed sign-ins', async () => {
    const token = await signIn(server.url, server.database.db, DISPATCHER);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await update(token, { phone_number: '(917) 555-0142', current_password: 'guess' })).status,
      );
    expect(statuses).toEqual([422, 422, 422, 429]);
    const signInNow = await call(server.url, 'POST', '/auth/request', {
      body: { email: DISPATCHER, password: DEMO_PASSWORD, type: 'email' },
    });
    expect(signInNow.status).toBe(429);
    const changed = await server.database.db
      .select()
      .from(admins)
      .where(and(eq(admins.email, DISPATCHER), eq(admins.phoneNumber, '+19175550142')));
    expect(changed).toEqual([]);
  });
});
