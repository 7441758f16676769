import { ADMIN_ROLE_ID, MESSAGES } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER } from '../../../test/api';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';

// Who may add and edit staff users: a write of the permissions area needs permissions.update, as saving
// the matrix does (decision 12); an Admin's account is changed only by an admin (decision 205).

let server: TestServer;
let admin: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

let counter = 0;
const person = (extra: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: `rights.${++counter}@fleetdesk.test`,
  phone_number: '(212) 555-0177',
  ...extra,
});
const create = (token: string, body: Record<string, unknown>) =>
  call<{ admin: { id: number } }>(server.url, 'POST', '/settings/admins', { token, body });
const update = (token: string, id: number, body: Record<string, unknown>) =>
  call(server.url, 'POST', `/settings/admins/${id}`, { token, body });
const forbidden = { status: 403, body: { message: MESSAGES.forbidden } };

describe('adding and editing staff users', () => {
  it('needs permissions.update: permissions.view alone reads the users but neither adds nor edits one', async () => {
    const target = (await create(admin, person())).body.admin.id;
    const viewer = await staffHolding(server.database.db, ['permissions.view']);
    expect((await call(server.url, 'GET', '/permissions/users', { token: viewer })).status).toBe(200);
    expect(await create(viewer, person())).toEqual(forbidden);
    expect(await update(viewer, target, person({ password: 'taken-over-1' }))).toEqual(forbidden);

    const editor = await staffHolding(server.database.db, ['permissions.view', 'permissions.update']);
    expect((await create(editor, person())).status).toBe(200);
    expect((await update(editor, target, person({ first_name: 'Grace' }))).status).toBe(200);
  });

  it("leaves an Admin's account to admins: another editor can set neither its password nor its e-mail", async () => {
    const body = person({ roles: [ADMIN_ROLE_ID], facility_companies: [39] });
    const target = (await create(admin, body)).body.admin.id;
    const dispatcher = await tokenForEmail(server.database.db, DISPATCHER);
    const adminOnly = { status: 403, body: { message: MESSAGES.adminOnlyAdmins } };
    expect(await update(dispatcher, target, { ...body, roles: undefined, password: 'taken-over-1' })).toEqual(
      adminOnly,
    );
    expect(
      await update(dispatcher, target, { ...body, roles: undefined, email: 'mine@fleetdesk.test' }),
    ).toEqual(adminOnly);
    expect((await update(admin, target, { ...body, first_name: 'Grace' })).status).toBe(200);
  });
});
