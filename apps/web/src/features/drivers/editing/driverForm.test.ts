import type { Driver } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { addressPartsOf, driverBody, driverFormValuesOf, EMPTY_DRIVER_FORM } from './driverForm';

const rights = {
  isFleet: false,
  fleet: false,
  routeBroker: false,
  requestRoute: false,
  restrictionsShown: false,
  restrictionsEditable: false,
};

describe('the driver form', () => {
  it('shows SSN 3-2-4, EIN 2-7 and the zip 5+4', () => {
    const values = driverFormValuesOf({
      ...({} as Driver),
      first_name: 'A',
      last_name: 'B',
      sex: 'male',
      status: 'active',
      phone_number: '+13325550123',
      ssn: '123456789',
      ein: '123456789',
      address_zipcode: '112011234',
      payout_hold: 1,
    });
    expect(values.ssn).toBe('123-45-6789');
    expect(values.ein).toBe('12-3456789');
    expect(values.address_zipcode).toBe('11201-1234');
    expect(values.phone_number).toBe('(332) 555-0123');
    expect(values.payout_hold).toBe(true);
  });

  it('sends keyed fields only with their keys and never the payout hold for fleet users', () => {
    const body = driverBody(EMPTY_DRIVER_FORM, rights, false) as Record<string, unknown>;
    expect(body).not.toHaveProperty('fleet_id');
    expect(body).not.toHaveProperty('banned_companies');
    expect(body).not.toHaveProperty('status');
    expect(body).toHaveProperty('payout_hold');
    const fleet = driverBody(EMPTY_DRIVER_FORM, { ...rights, isFleet: true }, true) as Record<
      string,
      unknown
    >;
    expect(fleet).not.toHaveProperty('payout_hold');
    expect(fleet).toHaveProperty('status');
  });

  it('sends the company restrictions only when the user both sees and may edit them', () => {
    const bodyWith = (keys: Partial<typeof rights>) =>
      driverBody(EMPTY_DRIVER_FORM, { ...rights, ...keys }, false) as Record<string, unknown>;
    expect(bodyWith({ restrictionsEditable: true })).not.toHaveProperty('banned_companies');
    expect(bodyWith({ restrictionsShown: true })).not.toHaveProperty('banned_companies');
    expect(bodyWith({ restrictionsShown: true, restrictionsEditable: true })).toHaveProperty(
      'banned_companies',
    );
  });

  it('reads street, city, allowed state and zip from a suggestion', () => {
    expect(addressPartsOf({ address: '12 Main St, Brooklyn, NY 11201, USA' })).toEqual({
      address_street: '12 Main St',
      address_city: 'Brooklyn',
      address_state: 'NY',
      address_zipcode: '11201',
    });
    expect(addressPartsOf({ address: '1 Ocean Dr, Miami, FL 33139' })).toEqual({
      address_street: '1 Ocean Dr',
      address_city: 'Miami',
      address_zipcode: '33139',
    });
  });
});
