import { ACCOUNT_CHANGED_ACTION, MESSAGES } from '@fleetdesk/contract';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { auditLog, permissions, rolePermissions } from '../../db/schema';

const BILLING = 'billing@fleetdesk.test';
const BILLING_ROLE = 4;
const DISPATCHER_ROLE = 2;

interface Matrix {
  permission_groups: {
    id: number;
    name: string;
    permissions: { id: number; name: string; roles: number[] }[];
  }[];
  permissions: { id: number; name: string; roles: number[] }[];
  roles: { id: number; name: string; count_admins: number }[];
  message?: string;
}

let server: TestServer;
const sockets = createSocketSet();
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const tokenOf = (email: string) => tokenForEmail(server.database.db, email);
const matrixOf = async (token: string) =>
  (await call<Matrix>(server.url, 'GET', '/permissions', { token })).body;
const permissionId = async (key: string) =>
  (await server.database.db.select().from(permissions).where(eq(permissions.key, key)))[0]?.id as number;
/** The permission ids a role holds, from the matrix. */
const heldBy = (matrix: Matrix, roleId: number) =>
  [...matrix.permission_groups.flatMap((g) => g.permissions), ...matrix.permissions]
    .filter((p) => p.roles.includes(roleId))
    .map((p) => p.id);
const save = (token: string, roles: { id: number; permissions: number[] }[]) =>
  call<Matrix>(server.url, 'POST', '/permissions/settings', { token, body: { roles } });

describe('GET /permissions', () => {
  it('answers groups with their permissions and the roles holding them, and roles with Admin first', async () => {
    const res = await call<Matrix>(server.url, 'GET', '/permissions', { token: await tokenOf(ADMIN) });
    expect(res.status).toBe(200);
    expect(res.body.permission_groups.map((g) => g.name)).toContain('Areas');
    const view = res.body.permission_groups
      .flatMap((g) => g.permissions)
      .find((p) => p.name === 'permissions.view');
    expect(view?.roles).toEqual(expect.arrayContaining([1, DISPATCHER_ROLE]));
    expect(view?.roles).not.toContain(BILLING_ROLE);
    expect(res.body.roles[0]).toEqual({ id: 1, name: 'Admin', count_admins: 1 });
    expect(res.body.roles.find((r) => r.id === DISPATCHER_ROLE)?.count_admins).toBe(4);
  });

  it('refuses staff without permissions.view, fleet users and facility users holding it', async () => {
    const billing = await call(server.url, 'GET', '/permissions', { token: await tokenOf(BILLING) });
    expect(billing).toEqual({ status: 403, body: { message: MESSAGES.forbidden } });
    const fleet = await call(server.url, 'GET', '/permissions', {
      token: await tokenOf(FLEET_USER),
      fleet: true,
    });
    expect(fleet.status).toBe(403);
    const facility = await staffHolding(server.database.db, ['permissions.view'], 50);
    for (const [method, path] of [
      ['GET', '/permissions'],
      ['GET', '/permissions/users'],
    ] as const)
      expect((await call(server.url, method, path, { token: facility })).status).toBe(403);
    const saved = await save(facility, [{ id: 415, permissions: [] }]);
    expect(saved.status).toBe(403);
  });

  it('reads the matrix with permissions.view and changes it only with permissions.update (decision 12)', async () => {
    const viewer = await staffHolding(server.database.db, ['permissions.view']);
    const before = heldBy(await matrixOf(viewer), BILLING_ROLE);
    expect(before.length).toBeGreaterThan(0);
    expect(await save(viewer, [{ id: BILLING_ROLE, permissions: [] }])).toEqual({
      status: 403,
      body: { message: MESSAGES.forbidden },
    });
    expect(heldBy(await matrixOf(viewer), BILLING_ROLE)).toEqual(before);
  });

  it('keeps the menu keys on GET /account for users without permissions.view', async () => {
    const res = await call<{ permissions: string[] }>(server.url, 'GET', '/account', {
      token: await tokenOf(BILLING),
    });
    expect(res.status).toBe(200);
    expect(res.body.permissions).toContain('payouts.export');
    expect(res.body.permissions).not.toContain('permissions.view');
  });
});

describe('POST /permissions/settings', () => {
  it('refuses a key taken from a role on the very next request of its holder, and audits before and after', async () => {
    const admin = await tokenOf(ADMIN);
    const billing = await tokenOf(BILLING);
    const exportId = await permissionId('payouts.export');
    const exportPayouts = () =>
      call(server.url, 'POST', '/payouts/export', { token: billing, body: { company_id: 39 } });
    expect((await exportPayouts()).status).not.toBe(403);

    const before = heldBy(await matrixOf(admin), BILLING_ROLE);
    const res = await save(admin, [
      { id: BILLING_ROLE, permissions: before.filter((id) => id !== exportId) },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(MESSAGES.permissionsUpdated);
    expect(heldBy(res.body, BILLING_ROLE)).not.toContain(exportId);
    expect(res.body.roles.length).toBeGreaterThan(0);

    expect(await exportPayouts()).toEqual({ status: 403, body: { message: MESSAGES.forbidden } });
    const account = await call<{ permissions: string[] }>(server.url, 'GET', '/account', { token: billing });
    expect(account.body.permissions).not.toContain('payouts.export');

    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'role.permissions_updated'), eq(auditLog.entityId, String(BILLING_ROLE))),
      )
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect((audit?.before as { permissions: string[] } | undefined)?.permissions).toContain('payouts.export');
    expect((audit?.after as { permissions: string[] } | undefined)?.permissions).not.toContain(
      'payouts.export',
    );

    const back = await save(admin, [{ id: BILLING_ROLE, permissions: before }]);
    expect(heldBy(back.body, BILLING_ROLE).sort()).toEqual([...before].sort());
    expect((await exportPayouts()).status).not.toBe(403);
  });

  it('moves the holders’ sockets out of a room whose key was taken, and tells them their account changed', async () => {
    const admin = await tokenOf(ADMIN);
    const heard = await sockets.listen(server.url, await tokenOf(BILLING));
    /** Which shape of a ride event the billing user's socket gets: billing notes only in the billing room. */
    const shapeHeard = async (probe: string) => {
      server.app.realtime.emitRide(
        'ride.updated',
        { billing: { probe, shape: 'billing' }, staff: { probe, shape: 'staff' }, fleet: {} },
        { fleetId: null, companyId: null },
      );
      await eventually(() => expect(heard.some((a) => a.payload.probe === probe)).toBe(true));
      return heard.find((a) => a.payload.probe === probe)?.payload.shape;
    };
    expect(await shapeHeard('before')).toBe('billing');
    const notesId = await permissionId('rides.view-billing-notes');
    const before = heldBy(await matrixOf(admin), BILLING_ROLE);
    await save(admin, [{ id: BILLING_ROLE, permissions: before.filter((id) => id !== notesId) }]);
    expect(await shapeHeard('after')).toBe('staff');
    await eventually(() => expect(heard.map((a) => a.type)).toContain(ACCOUNT_CHANGED_ACTION));
    await save(admin, [{ id: BILLING_ROLE, permissions: before }]);
    expect(await shapeHeard('again')).toBe('billing');
  });

  it('lets a holder of permissions.view change only keys they hold', async () => {
    const dispatcher = await tokenOf(DISPATCHER);
    const surge = await permissionId('surge.view');
    const held = heldBy(await matrixOf(dispatcher), DISPATCHER_ROLE);
    const refused = await save(dispatcher, [{ id: DISPATCHER_ROLE, permissions: [...held, surge] }]);
    expect(refused).toEqual({ status: 403, body: { message: `${MESSAGES.grantOnlyHeldKeys}: surge.view` } });
    const rows = await server.database.db
      .select()
      .from(rolePermissions)
      .where(and(eq(rolePermissions.roleId, DISPATCHER_ROLE), eq(rolePermissions.permissionId, surge)));
    expect(rows).toEqual([]);
    // The same save without the key it does not hold changes nothing and is fine.
    expect((await save(dispatcher, [{ id: DISPATCHER_ROLE, permissions: held }])).status).toBe(200);
  });

  it('refuses unknown roles and permissions, and a role sent twice', async () => {
    const admin = await tokenOf(ADMIN);
    const unknownRole = await save(admin, [{ id: 9999, permissions: [] }]);
    expect(unknownRole.status).toBe(422);
    expect(unknownRole.body).toMatchObject({ errors: { roles: [MESSAGES.unknownRole] } });
    const unknownKey = await save(admin, [{ id: BILLING_ROLE, permissions: [99999] }]);
    expect(unknownKey.body).toMatchObject({ errors: { roles: [MESSAGES.unknownPermission] } });
    const twice = await save(admin, [
      { id: BILLING_ROLE, permissions: [] },
      { id: BILLING_ROLE, permissions: [] },
    ]);
    expect(twice.status).toBe(422);
    expect(heldBy(await matrixOf(admin), BILLING_ROLE).length).toBeGreaterThan(0);
  });
});
