import {
  type AppAction,
  DRIVER_RULE_MESSAGES,
  DRIVER_UPDATED_ACTION,
  type DriverDetail,
  invalidLicenseMessage,
  MESSAGES,
} from '@fleetdesk/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { facilityToken, readOnlyToken } from '../../../test/car-fixtures';
import { driverAudit, driverForm, driverRow, makeDriver } from '../../../test/driver-fixtures';
import { fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { DRIVER_EDIT_MESSAGES } from './edits';

let server: TestServer;
let dispatcher: string;
let fleetUser: string;
let fleetId: number;
const sockets = createSocketSet();

const db = () => server.database.db;
type Answer = { driver: DriverDetail; message: string; errors?: Record<string, string[]> };

const post = <T = Answer>(token: string, path: string, body: unknown, fleet = false) =>
  call<T>(server.url, 'POST', path, { token, body, fleet });
const editForm = (overrides: Record<string, unknown> = {}) => driverForm({ status: 'active', ...overrides });

beforeAll(async () => {
  server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
  dispatcher = await tokenForEmail(db(), DISPATCHER);
  fleetUser = await tokenForEmail(db(), FLEET_USER);
  fleetId = await fleetOfEmail(db(), FLEET_USER);
});
afterEach(() => sockets.closeAll());
afterAll(() => server.close());

describe('POST /drivers', () => {
  it('creates a driver waiting for approval, stored in storage form, with an audit row', async () => {
    const res = await post(
      dispatcher,
      '/drivers',
      driverForm({ phone_number: '(332) 201-0001', ein: '12-3456789' }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Driver successfully created!');
    const id = res.body.driver.id;
    expect(res.body.driver).toMatchObject({ status: 'waiting_for_approval', first_name: 'Ada', cars: [] });
    expect(await driverRow(db(), id)).toMatchObject({
      phoneNumber: '+13322010001',
      ssn: '900123456',
      ein: '123456789',
      addressState: 'NY',
      driverLicense: '123456789',
      fleetId: null,
    });
    const [audit] = await driverAudit(db(), id);
    expect(audit).toMatchObject({ action: 'driver.create', after: { firstName: 'Ada', ssn: '(hidden)' } });
  });

  const cases: [string, Record<string, unknown>, string, string][] = [
    ['first name missing', { first_name: '' }, 'first_name', MESSAGES.required],
    ['first name short', { first_name: 'A' }, 'first_name', 'Must be at least 2 characters'],
    [
      'first name digits',
      { first_name: 'Ad4' },
      'first_name',
      'Only alphabetical letters and symbols - ( ) are allowed',
    ],
    ['last name padded', { last_name: ' Lovelace' }, 'last_name', 'No leading or trailing spaces allowed'],
    ['date of birth missing', { dob_date: undefined }, 'dob_date', MESSAGES.required],
    ['sex missing', { sex: undefined }, 'sex', MESSAGES.required],
    ['ssn short', { ssn: '123-45-678' }, 'ssn', DRIVER_RULE_MESSAGES.ssn],
    ['ein short', { ein: '12-345678' }, 'ein', DRIVER_RULE_MESSAGES.ein],
    ['email invalid', { email: 'ada@' }, 'email', MESSAGES.invalidEmail],
    ['email long', { email: `${'a'.repeat(35)}@example.com` }, 'email', 'Must be at most 40 characters!'],
    ['phone invalid', { phone_number: '(123) 456-7890' }, 'phone_number', 'Phone is invalid'],
    ['street missing', { address_street: '' }, 'address_street', MESSAGES.required],
    ['city long', { address_city: 'C'.repeat(33) }, 'address_city', DRIVER_RULE_MESSAGES.city],
    ['zip of 6', { address_zipcode: '112011' }, 'address_zipcode', DRIVER_RULE_MESSAGES.zip],
    ['state outside', { address_state: 'CA' }, 'address_state', DRIVER_RULE_MESSAGES.addressState],
    ['NY licence', { driver_license: 'AB12' }, 'driver_license', invalidLicenseMessage('NY')],
    [
      'NJ licence too long',
      { driver_license_state: 'NJ', driver_license: 'A12345678901234567' },
      'driver_license',
      'Max characters count is 15!',
    ],
    [
      'CA licence',
      { driver_license_state: 'CA', driver_license: '1234567' },
      'driver_license',
      invalidLicenseMessage('CA'),
    ],
  ];

  it.each(cases)(
    'refuses %s with 422 on the field and stores nothing',
    async (_, overrides, field, message) => {
      const form = driverForm(overrides);
      const res = await post(dispatcher, '/drivers', form);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors?.[field]).toContain(message);
    },
  );

  it('accepts the formats the rules allow: NJ grouped, zip 5+4, no EIN', async () => {
    const res = await post(
      dispatcher,
      '/drivers',
      driverForm({
        driver_license_state: 'NJ',
        driver_license: 'A1234 56789 01234',
        address_zipcode: '11201-1234',
        ein: '',
        address_state: 'nj',
      }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await driverRow(db(), res.body.driver.id)).toMatchObject({
      driverLicense: 'A12345678901234',
      addressZipcode: '11201-1234',
      ein: null,
      addressState: 'NJ',
    });
  });

  it('refuses a phone number another driver has', async () => {
    const form = driverForm();
    expect((await post(dispatcher, '/drivers', form)).status).toBe(200);
    const again = await post(dispatcher, '/drivers', { ...form, email: 'other@example.com' });
    expect(again.status).toBe(422);
    expect(again.body.errors?.phone_number).toEqual([DRIVER_EDIT_MESSAGES.phoneTaken]);
  });

  it("puts a fleet user's driver in their fleet; refuses a fleet field without drivers.edit_fleet_field", async () => {
    const byFleet = await post(fleetUser, '/drivers', driverForm(), true);
    expect(byFleet.status, JSON.stringify(byFleet.body)).toBe(200);
    expect(byFleet.body.driver.fleet_id).toBe(fleetId);

    const plain = await staffHolding(db(), []);
    const refused = await post(plain, '/drivers', driverForm({ fleet_id: fleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ fleet_id: [MESSAGES.accessDenied] });

    const keyed = await staffHolding(db(), ['drivers.edit_fleet_field']);
    const allowed = await post(keyed, '/drivers', driverForm({ fleet_id: fleetId }));
    expect(allowed.status).toBe(200);
    expect(allowed.body.driver.fleet_id).toBe(fleetId);
    const unknownFleet = await post(keyed, '/drivers', driverForm({ fleet_id: 99_999 }));
    expect(unknownFleet.status).toBe(422);
    expect(unknownFleet.body.errors?.fleet_id).toEqual([DRIVER_EDIT_MESSAGES.fleetMissing]);
  });

  it('refuses facility users (403) and read-only admins (403)', async () => {
    expect((await post(await facilityToken(db()), '/drivers', driverForm())).status).toBe(403);
    const readOnly = await post(await readOnlyToken(db()), '/drivers', driverForm());
    expect(readOnly.status).toBe(403);
    expect(readOnly.body.message).toBe(MESSAGES.forbidden);
  });
});

describe('POST /drivers/{id}', () => {
  it('updates the fields, answers the spec toast and audits what changed (identity numbers hidden)', async () => {
    const id = await makeDriver(db(), { fleetId });
    const res = await post(dispatcher, `/drivers/${id}`, editForm({ first_name: 'Grace', ssn: '900112222' }));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated driver!');
    expect(res.body.driver).toMatchObject({ id, first_name: 'Grace', status: 'active', fleet_id: fleetId });
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
      dispatcher,
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
    await post(dispatcher, `/drivers/${id}`, editForm({ status: 'disabled' }));
    expect(await driverRow(db(), id)).toMatchObject({ status: 'disabled', online: false });
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
    const own = await makeDriver(db(), { fleetId, status: 'active' });
    const ok = await post(
      fleetUser,
      `/drivers/${own}`,
      editForm({ first_name: 'Fleet', fleet_id: fleetId }),
      true,
    );
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.driver).toMatchObject({ first_name: 'Fleet', payout_hold: null, route_broker: null });
    for (const [field, value] of [
      ['status', 'disabled'],
      ['fleet_id', fleetId + 1],
      ['payout_hold', 1],
    ] as const) {
      const refused = await post(fleetUser, `/drivers/${own}`, editForm({ [field]: value }), true);
      expect(refused.status, field).toBe(403);
      expect(refused.body.errors).toEqual({ [field]: [MESSAGES.accessDenied] });
    }
    const other = await makeDriver(db(), { fleetId: fleetId + 1 });
    const hidden = await post(fleetUser, `/drivers/${other}`, editForm(), true);
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
    const res = await post(dispatcher, `/drivers/${id}/switch-company`, { company_id: 1 });
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
    const missing = await post(dispatcher, `/drivers/${id}/switch-company`, {});
    expect(missing.body.errors?.company_id).toEqual([MESSAGES.required]);
    const unknown = await post(dispatcher, `/drivers/${id}/switch-company`, { company_id: 99_999 });
    expect(unknown.body.errors?.company_id).toEqual([DRIVER_EDIT_MESSAGES.companyMissing]);
    const contract = await post(dispatcher, `/drivers/${id}/switch-company`, { company_id: 39 });
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
    const own = await makeDriver(db(), { fleetId });
    const other = await makeDriver(db(), { fleetId: fleetId + 1 });
    const staffHeard = await sockets.listen(server.url, await staffHolding(db(), []));
    const fleetHeard = await sockets.listen(server.url, fleetUser);
    await post(dispatcher, `/drivers/${other}`, editForm());
    await post(dispatcher, `/drivers/${own}`, editForm());
    await eventually(() => {
      expect(heardDrivers(staffHeard)).toEqual([other, own]);
      // Events arrive in the order they were raised: hearing the second means the first was not sent here.
      expect(heardDrivers(fleetHeard)).toEqual([own]);
    });
  });
});
