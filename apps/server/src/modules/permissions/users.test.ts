import { MESSAGES } from '@fleetdesk/contract';
import { desc, eq } from 'drizzle-orm';
import { io } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { adminRoles, admins, auditLog, outbox } from '../../db/schema';

interface UsersPage {
  users: {
    data: {
      id: number;
      first_name: string;
      email: string;
      status: string;
      super_admin: boolean;
      roles: { role_id: number; role_name: string; company_id: number; company_name: string }[];
    }[];
    total: number;
    current_page: number;
    per_page: number;
  };
}
interface Answer {
  admin: {
    id: number;
    roles: { id: number; name: string }[];
    facility_companies: { id: number }[];
    status: string;
  };
  message: string;
}

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

const users = (token: string, query: Record<string, string> = {}) =>
  call<UsersPage>(server.url, 'GET', `/permissions/users?${new URLSearchParams(query)}`, { token });
const person = (email: string, extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email,
  phone_number: '(212) 555-0177',
  ...extra,
});
const create = (token: string, body: Record<string, unknown>) =>
  call<Answer>(server.url, 'POST', '/settings/admins', { token, body });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  call<Answer>(server.url, 'POST', `/settings/admins/${id}`, { token, body });
const grantsOf = async (adminId: number) =>
  (await server.database.db.select().from(adminRoles).where(eq(adminRoles.adminId, adminId)))
    .map((row) => [row.roleId, row.companyId])
    .sort();

describe('GET /permissions/users', () => {
  it('pages the staff users (no fleet users) with their roles per company, Admin first', async () => {
    const first = await users(admin, { per_page: '5' });
    expect(first.status).toBe(200);
    expect(first.body.users).toMatchObject({ total: 7, current_page: 1, per_page: 5 });
    expect(first.body.users.data).toHaveLength(5);
    const second = await users(admin, { per_page: '5', page: '2' });
    expect(second.body.users.data).toHaveLength(2);
    const all = [...first.body.users.data, ...second.body.users.data];
    expect(all.some((u) => u.email === 'fleet@fleetdesk.test')).toBe(false);
    const alicia = all.find((u) => u.email === ADMIN);
    expect(alicia).toMatchObject({ super_admin: true, roles: [{ role_id: 1, role_name: 'Admin' }] });
    const marcus = all.find((u) => u.email === 'manager@fleetdesk.test');
    expect(marcus?.roles.map((r) => r.role_name)).toEqual(['Dispatcher', 'Fleet Manager']);
  });

  it('searches names, e-mail and phone from two characters, and filters by role and status', async () => {
    const names = async (query: Record<string, string>) =>
      (await users(admin, query)).body.users.data.map((u) => u.email).sort();
    expect(await names({ search: 'Okafor' })).toEqual(['billing@fleetdesk.test']);
    expect(await names({ search: 'dante alv' })).toEqual([DISPATCHER]);
    expect(await names({ search: '555-0105' })).toEqual(['billing@fleetdesk.test']);
    expect((await names({ search: 'z' })).length).toBe(7);
    expect(await names({ role_ids: '4' })).toEqual(['billing@fleetdesk.test']);
    expect(await names({ status: 'disabled' })).toEqual(['former.dispatcher@fleetdesk.test']);
    expect(await names({ role_ids: '2', status: 'active', search: 'night' })).toEqual([
      'night.dispatch@fleetdesk.test',
    ]);
    expect((await users(admin, { per_page: '7' })).status).toBe(422);
  });

  it('needs permissions.view', async () => {
    const billing = await tokenForEmail(server.database.db, 'billing@fleetdesk.test');
    expect(await users(billing)).toEqual({ status: 403, body: { message: MESSAGES.forbidden } });
  });
});

describe('POST /settings/admins', () => {
  it('creates a user with roles in a company, audited; without a password one is e-mailed', async () => {
    const res = await create(
      admin,
      person('new.dispatcher@fleetdesk.test', { roles: [2], facility_companies: [39] }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.userCreated);
    expect(res.body.admin).toMatchObject({ status: 'active', roles: [{ id: 2, name: 'Dispatcher' }] });
    expect(await grantsOf(res.body.admin.id)).toEqual([[2, 39]]);
    const [row] = await server.database.db.select().from(admins).where(eq(admins.id, res.body.admin.id));
    expect(row?.phoneNumber).toBe('+12125550177');
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.created'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ email: 'new.dispatcher@fleetdesk.test', roles: [[2, 39]] });
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, 'new.dispatcher@fleetdesk.test'));
    expect(mail?.body).toMatch(/temporary password \S{12,}/);
  });

  it('answers the spec’s messages for missing and malformed fields, and a taken e-mail', async () => {
    const missing = await create(admin, { first_name: '', last_name: 'X1', email: 'bad', phone_number: '' });
    expect(missing.status).toBe(422);
    const errors = (missing.body as unknown as { errors: Record<string, string[]> }).errors;
    expect(errors.first_name?.[0]).toBe(MESSAGES.required);
    expect(errors.email).toEqual([MESSAGES.invalidEmail]);
    expect(errors.phone_number).toEqual([MESSAGES.required]);
    const taken = await create(admin, person('DISPATCHER@fleetdesk.test'));
    expect(taken.body).toMatchObject({ errors: { email: [MESSAGES.emailTaken] } });
    const short = await create(admin, person('short@fleetdesk.test', { password: 'short' }));
    expect(short.body).toMatchObject({ errors: { password: [MESSAGES.passwordTooShort] } });
  });

  it('holds roles in one company, or with the facility role (415) in several facility companies', async () => {
    const two = await create(
      admin,
      person('two@fleetdesk.test', { roles: [2], facility_companies: [39, 40] }),
    );
    expect(two.body).toMatchObject({ errors: { facility_companies: [MESSAGES.oneCompanyOnly] } });
    const none = await create(admin, person('none@fleetdesk.test', { roles: [2], facility_companies: [] }));
    expect(none.body).toMatchObject({ errors: { facility_companies: [MESSAGES.companyRequired] } });
    const notFacility = await create(
      admin,
      person('nf@fleetdesk.test', { roles: [415], facility_companies: [39] }),
    );
    expect(notFacility.body).toMatchObject({
      errors: { facility_companies: [MESSAGES.facilityCompaniesOnly] },
    });
    const unknown = await create(
      admin,
      person('unknown@fleetdesk.test', { roles: [9999], facility_companies: [39] }),
    );
    expect(unknown.body).toMatchObject({ errors: { roles: [MESSAGES.unknownRole] } });
    const facility = await create(
      admin,
      person('facility.two@fleetdesk.test', { roles: [415], facility_companies: [50, 51] }),
    );
    expect(facility.status).toBe(200);
    expect(facility.body.admin.facility_companies.map((c) => c.id).sort()).toEqual([50, 51]);
    expect(
      (await users(admin, { search: 'facility.two' })).body.users.data[0]?.roles.map((r) => r.company_name),
    ).toEqual(['Flushing Kidney Care', 'Harlem Dialysis Center']);
  });

  it('leaves status, roles and read-only to admins', async () => {
    const dispatcher = await tokenForEmail(server.database.db, DISPATCHER);
    const withRoles = await create(
      dispatcher,
      person('by.dispatcher@fleetdesk.test', { roles: [2], facility_companies: [39] }),
    );
    expect(withRoles).toEqual({ status: 403, body: { message: MESSAGES.adminOnlyUserFields } });
    const plain = await create(dispatcher, person('by.dispatcher@fleetdesk.test', { is_read_only: false }));
    expect(plain.status).toBe(200);
    const id = plain.body.admin.id;
    const disable = await update(
      dispatcher,
      id,
      person('by.dispatcher@fleetdesk.test', { status: 'disabled' }),
    );
    expect(disable.body).toEqual({ message: MESSAGES.adminOnlyUserFields });
    const rename = await update(
      dispatcher,
      id,
      person('by.dispatcher@fleetdesk.test', { first_name: 'Grace', status: 'active' }),
    );
    expect(rename.status).toBe(200);
    expect(rename.body.message).toBe(MESSAGES.userUpdated);
    const superAdmin = await update(dispatcher, 1, person(ADMIN));
    expect(superAdmin).toEqual({ status: 403, body: { message: MESSAGES.superAdminOnly } });
  });
});

describe('POST /settings/admins/{id}', () => {
  it('changes roles and status, audited with before and after; a disabled user is signed out at once', async () => {
    const created = await create(
      admin,
      person('to.edit@fleetdesk.test', {
        password: 'to-edit-password',
        roles: [4],
        facility_companies: [39],
      }),
    );
    const id = created.body.admin.id;
    const theirs = await tokenForEmail(server.database.db, 'to.edit@fleetdesk.test');
    expect((await call(server.url, 'GET', '/account', { token: theirs })).status).toBe(200);

    const moved = await update(
      admin,
      id,
      person('to.edit@fleetdesk.test', { roles: [1, 2], facility_companies: [40] }),
    );
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(await grantsOf(id)).toEqual([
      [1, 40],
      [2, 40],
    ]);
    const account = await call<{ permissions: string[] }>(server.url, 'GET', '/account', { token: theirs });
    expect(account.body.permissions).toContain('permissions.view');

    // Without roles or companies in the body, the grants stay as they are.
    await update(admin, id, person('to.edit@fleetdesk.test', { first_name: 'Edited' }));
    expect(await grantsOf(id)).toHaveLength(2);
    // The same save again changes nothing: answered, not audited.
    const audited = async () =>
      (
        await server.database.db
          .select()
          .from(auditLog)
          .where(eq(auditLog.entityId, String(id)))
      ).length;
    const rows = await audited();
    const again = await update(admin, id, person('to.edit@fleetdesk.test', { first_name: 'Edited' }));
    expect(again.body.admin).toMatchObject({ first_name: 'Edited', status: 'active' });
    expect(await audited()).toBe(rows);

    const disabled = await update(admin, id, person('to.edit@fleetdesk.test', { status: 'disabled' }));
    expect(disabled.body.admin.status).toBe('disabled');
    expect((await call(server.url, 'GET', '/account', { token: theirs })).status).toBe(401);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'admin.updated'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(audit).toMatchObject({ before: { status: 'active' }, after: { status: 'disabled' } });
  });

  it('ends the user’s sessions for good when they are disabled or their password changes', async () => {
    const email = 'to.secure@fleetdesk.test';
    const { id } = (
      await create(admin, person(email, { password: 'first-password', roles: [4], facility_companies: [39] }))
    ).body.admin;
    const alive = async (token: string) =>
      (await call(server.url, 'GET', '/account', { token })).status === 200;
    // A session of a disabled user does not come back with the user: it may be the one that got away.
    const beforeDisabling = await tokenForEmail(server.database.db, email);
    await update(admin, id, person(email, { status: 'disabled' }));
    await update(admin, id, person(email, { status: 'active' }));
    expect(await alive(beforeDisabling)).toBe(false);
    // A new password shuts out whoever knew the old one, signed in already or not.
    const beforeNewPassword = await tokenForEmail(server.database.db, email);
    const socket = io(server.url, { transports: ['websocket'], reconnection: false });
    await new Promise((resolve) => {
      socket.on('authenticated', resolve);
      socket.on('connect', () => socket.emit('authenticate', { token: beforeNewPassword }));
    });
    const ended = new Promise((resolve) => socket.once('disconnect', resolve));
    await update(admin, id, person(email, { password: 'second-password' }));
    expect(await alive(beforeNewPassword)).toBe(false);
    // Its socket ends with it at once, not at the session check 30 s later.
    expect(await ended).toBe('io server disconnect');
    // An edit that changes neither leaves the sessions alone.
    const kept = await tokenForEmail(server.database.db, email);
    await update(admin, id, person(email, { first_name: 'Still' }));
    expect(await alive(kept)).toBe(true);
    // Changing one’s own password keeps the session it is changed from, and ends the others.
    const other = await tokenForEmail(server.database.db, ADMIN);
    const self = await update(admin, 1, person(ADMIN, { password: 'demo-password-new' }));
    expect(self.status, JSON.stringify(self.body)).toBe(200);
    expect([await alive(admin), await alive(other)]).toEqual([true, false]);
  });

  it('refuses disabling one’s own account, and an unknown user', async () => {
    const own = await update(admin, 1, person(ADMIN, { status: 'disabled' }));
    expect(own.body).toMatchObject({ errors: { status: [MESSAGES.ownAccountDisable] } });
    expect((await update(admin, 99999, person('x@fleetdesk.test'))).status).toBe(404);
    const fleetUser = await update(admin, 3, person('fleet@fleetdesk.test'));
    expect(fleetUser.status).toBe(404);
  });
});
