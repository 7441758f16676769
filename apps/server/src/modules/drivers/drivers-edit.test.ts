import { type AppAction, DRIVER_RULE_MESSAGES, DRIVER_UPDATED_ACTION, MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { facilityToken, readOnlyToken } from '../../../test/car-fixtures';
import { driverAudit, driverRow, makeDriver } from '../../../test/driver-fixtures';
import { driverWriteServer, editForm } from '../../../test/driver-write-setup';
import { makeRide, staffHolding } from '../../../test/ride-fixtures';
import { createSocketSet, eventually } from '../../../test/sockets';
import { rides } from '../../db/schema';
import { DRIVER_EDIT_MESSAGES } from './edits';

// Editing a driver, switching their company, and who hears of a change; creating one is in
// drivers-create.test.ts.
const t = driverWriteServer();
const { db, post } = t;
const sockets = createSocketSet();
afterEach(() => sockets.closeAll());

describe('POST /drivers/{id}', () => {
  it('updates the fields, answers the spec toast and audits what changed (identity numbers hidden)', async () => {
    const id = await makeDriver(db(), { fleetId: t.fleetId });
    const res = await post(
      t.dispatcher,
      `/drivers/${id}`,
      editForm({ first_name: 'Grace', ssn: '900112222' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated driver!');
    expect(res.body.driver).toMatchObject({ id, first_name: 'Grace', status: 'active', fleet_id: t.fleetId });
    const audit = (await driverAudit(db(), id)).at(-1);
    expect(audit).toMatchObject({
      action: 'driver.update',
      before: { firstName: 'Test', status: 'waiting_for_approval', ssn: '(hidden)' },
      after: { firstName: 'Grace', status: 'active', ssn: '(hidden)' },
    });
  });

  it('requires the status and answers every field rule on its field', async () => {
    const id = await makeDriver(db());
    const res = await post(
      t.dispatcher,
      `/drivers/${id}`,
      editForm({ status: undefined, address_city: 'C'.repeat(40) }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      status: [MESSAGES.required],
      address_city: [DRIVER_RULE_MESSAGES.city],
    });
    expect(await driverRow(db(), id)).toMatchObject({ firstName: 'Test' });
  });

  it('takes a driver off the road when their status is no longer active', async () => {
    const id = await makeDriver(db(), { status: 'active', online: true });
    await post(t.dispatcher, `/drivers/${id}`, editForm({ status: 'disabled' }));
    expect(await driverRow(db(), id)).toMatchObject({ status: 'disabled', online: false });
  });

  it('keeps a driver who holds a ride that is not over on the road: the ride would be stuck with them', async () => {
    const id = await makeDriver(db(), { status: 'active', online: true });
    const ride = await makeRide(db(), { status: 'accepted', driverId: id });
    const refused = await post(t.dispatcher, `/drivers/${id}`, editForm({ status: 'disabled' }));
    expect(refused).toEqual({ status: 409, body: { message: DRIVER_EDIT_MESSAGES.onRide(ride.id) } });
    expect(await driverRow(db(), id)).toMatchObject({ status: 'active', online: true });
    // Another edit that keeps the status is not held up by the ride.
    expect((await post(t.dispatcher, `/drivers/${id}`, editForm({ first_name: 'Ada' }))).status).toBe(200);
    await db().update(rides).set({ status: 'finished' }).where(eq(rides.id, ride.id));
    expect((await post(t.dispatcher, `/drivers/${id}`, editForm({ status: 'disabled' }))).status).toBe(200);
  });

  it('never leaves a ride with a driver disabled while it was being assigned to them', async () => {
    for (let round = 0; round < 12; round += 1) {
      const id = await makeDriver(db(), { status: 'active', online: true });
      const ride = await makeRide(db(), { status: 'pending' });
      const assign = { status: 'assign_driver', entity_id: id, updated_at: ride.updated_at };
      const [assigned, disabled] = await Promise.all([
        post(t.dispatcher, `/rides/${ride.id}`, assign),
        post(t.dispatcher, `/drivers/${id}`, editForm({ status: 'disabled' })),
      ]);
      // One of the two wins; the other is refused on what the winner changed.
      expect([assigned.status, disabled.status].sort()).toEqual(
        assigned.status === 200 ? [200, 409] : [200, 422],
      );
      const [held] = await db().select().from(rides).where(eq(rides.id, ride.id));
      const driver = await driverRow(db(), id);
      expect(held?.driverId === id && driver?.status === 'disabled', `round ${round}`).toBe(false);
    }
  });

  it.each([
    ['banned_companies', [40], 'drivers.edit-company-restriction', { bannedCompanies: [40] }],
    ['route_broker', 'ctg', 'drivers.show_route_broker', { routeBroker: 'ctg' }],
    ['request_route_enabled', true, 'drivers.show_request_route', { requestRouteEnabled: true }],
    ['fleet_id', 2, 'drivers.edit_fleet_field', { fleetId: 2 }],
  ] as const)(
    'changes %s only with its key (403 on the field without)',
    async (field, value, key, stored) => {
      const id = await makeDriver(db());
      const without = await post(
        await staffHolding(db(), []),
        `/drivers/${id}`,
        editForm({ [field]: value }),
      );
      expect(without.status).toBe(403);
      expect(without.body.errors).toEqual({ [field]: [MESSAGES.accessDenied] });
      const withKey = await post(
        await staffHolding(db(), [key]),
        `/drivers/${id}`,
        editForm({ [field]: value }),
      );
      expect(withKey.status, JSON.stringify(withKey.body)).toBe(200);
      expect(await driverRow(db(), id)).toMatchObject(stored);
    },
  );

  it('lets a keyless sender send the stored value or an empty one back unchanged', async () => {
    const id = await makeDriver(db(), { routeBroker: 'sentry', bannedCompanies: [41] });
    const plain = await staffHolding(db(), []);
    const res = await post(plain, `/drivers/${id}`, editForm({ route_broker: null, banned_companies: [41] }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await driverRow(db(), id)).toMatchObject({ routeBroker: 'sentry', bannedCompanies: [41] });
  });

  it("lets a fleet user edit their fleet's driver but not its status, fleet or payout hold; hides others (404)", async () => {
    const own = await makeDriver(db(), { fleetId: t.fleetId, status: 'active' });
    const ok = await post(
      t.fleetUser,
      `/drivers/${own}`,
      editForm({ first_name: 'Fleet', fleet_id: t.fleetId }),
      true,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.driver).toMatchObject({ first_name: 'Fleet', payout_hold: null, route_broker: null });
    for (const [field, value] of [
      ['status', 'disabled'],
      ['fleet_id', t.fleetId + 1],
      ['payout_hold', 1],
    ] as const) {
      const refused = await post(t.fleetUser, `/drivers/${own}`, editForm({ [field]: value }), true);
      expect(refused.status, field).toBe(403);
      expect(refused.body.errors).toEqual({ [field]: [MESSAGES.accessDenied] });
    }
    const other = await makeDriver(db(), { fleetId: t.fleetId + 1 });
    const hidden = await post(t.fleetUser, `/drivers/${other}`, editForm(), true);
    expect(hidden.status).toBe(404);
    expect(await driverRow(db(), other)).toMatchObject({ firstName: 'Test' });
  });

  it('refuses read-only admins and facility users, changing nothing', async () => {
    const id = await makeDriver(db());
    expect((await post(await readOnlyToken(db()), `/drivers/${id}`, editForm())).status).toBe(403);
    expect((await post(await facilityToken(db()), `/drivers/${id}`, editForm())).status).toBe(404);
    expect(await driverRow(db(), id)).toMatchObject({ firstName: 'Test' });
    expect(await driverAudit(db(), id)).toHaveLength(0);
  });
});

describe('POST /drivers/{id}/switch-company', () => {
  it('moves the driver to an active affiliate company with an audit row', async () => {
    const id = await makeDriver(db(), { companyId: 2 });
    const res = await post(t.dispatcher, `/drivers/${id}/switch-company`, { company_id: 1 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have switch driver company!');
    expect(res.body.driver.company_id).toBe(1);
    expect((await driverAudit(db(), id)).at(-1)).toMatchObject({
      action: 'driver.switch_company',
      before: { companyId: 2 },
      after: { companyId: 1 },
    });
  });

  it('requires a company, refuses an unknown or contract company (422)', async () => {
    const id = await makeDriver(db(), { companyId: 2 });
    const missing = await post(t.dispatcher, `/drivers/${id}/switch-company`, {});
    expect(missing.body.errors?.company_id).toEqual([MESSAGES.required]);
    const unknown = await post(t.dispatcher, `/drivers/${id}/switch-company`, { company_id: 99_999 });
    expect(unknown.body.errors?.company_id).toEqual([DRIVER_EDIT_MESSAGES.companyMissing]);
    const contract = await post(t.dispatcher, `/drivers/${id}/switch-company`, { company_id: 39 });
    expect(contract.status).toBe(422);
    expect(contract.body.errors?.company_id).toEqual([DRIVER_EDIT_MESSAGES.companyNotAffiliate]);
    expect(await driverRow(db(), id)).toMatchObject({ companyId: 2 });
  });
});

describe('realtime', () => {
  const heardDrivers = (heard: readonly AppAction[]) =>
    heard
      .filter((a) => a.type === DRIVER_UPDATED_ACTION)
      .map((a) => (a.payload as { driver_id: number }).driver_id);

  it("tells staff of every driver change and a fleet of its own drivers' only", async () => {
    const own = await makeDriver(db(), { fleetId: t.fleetId });
    const other = await makeDriver(db(), { fleetId: t.fleetId + 1 });
    const staffHeard = await sockets.listen(t.server.url, await staffHolding(db(), []));
    const fleetHeard = await sockets.listen(t.server.url, t.fleetUser);
    await post(t.dispatcher, `/drivers/${other}`, editForm());
    await post(t.dispatcher, `/drivers/${own}`, editForm());
    await eventually(() => {
      expect(heardDrivers(staffHeard)).toEqual([other, own]);
      // Events arrive in the order they were raised: hearing the second means the first was not sent here.
      expect(heardDrivers(fleetHeard)).toEqual([own]);
    });
  });
});
