import { DRIVER_RULE_MESSAGES, invalidLicenseMessage, MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { facilityToken, readOnlyToken } from '../../../test/car-fixtures';
import { driverAudit, driverForm, driverRow } from '../../../test/driver-fixtures';
import { driverWriteServer } from '../../../test/driver-write-setup';
import { staffHolding } from '../../../test/ride-fixtures';
import { DRIVER_EDIT_MESSAGES } from './edits';

// Creating a driver; editing one is in drivers-edit.test.ts.
const t = driverWriteServer();
const { db, post } = t;

describe('POST /drivers', () => {
  it('creates a driver waiting for approval, stored in storage form, with an audit row', async () => {
    const res = await post(
      t.dispatcher,
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
      const res = await post(t.dispatcher, '/drivers', form);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors?.[field]).toContain(message);
    },
  );

  it('accepts the formats the rules allow: NJ grouped, zip 5+4, no EIN', async () => {
    const res = await post(
      t.dispatcher,
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
    expect((await post(t.dispatcher, '/drivers', form)).status).toBe(200);
    const again = await post(t.dispatcher, '/drivers', { ...form, email: 'other@example.com' });
    expect(again.status).toBe(422);
    expect(again.body.errors?.phone_number).toEqual([DRIVER_EDIT_MESSAGES.phoneTaken]);
  });

  it("puts a fleet user's driver in their fleet; refuses a fleet field without drivers.edit_fleet_field", async () => {
    const byFleet = await post(t.fleetUser, '/drivers', driverForm(), true);
    expect(byFleet.status, JSON.stringify(byFleet.body)).toBe(200);
    expect(byFleet.body.driver.fleet_id).toBe(t.fleetId);

    const plain = await staffHolding(db(), []);
    const refused = await post(plain, '/drivers', driverForm({ fleet_id: t.fleetId }));
    expect(refused.status).toBe(403);
    expect(refused.body.errors).toEqual({ fleet_id: [MESSAGES.accessDenied] });

    const keyed = await staffHolding(db(), ['drivers.edit_fleet_field']);
    const allowed = await post(keyed, '/drivers', driverForm({ fleet_id: t.fleetId }));
    expect(allowed.status).toBe(200);
    expect(allowed.body.driver.fleet_id).toBe(t.fleetId);
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
