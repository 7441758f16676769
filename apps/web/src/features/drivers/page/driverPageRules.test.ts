import type { PermissionKey } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  driverFullName,
  driverInitials,
  driverPageBlocks,
  driverRidesLink,
  editCarDialogKey,
  mayActivateCar,
  plateSearchLink,
  restrictedCompanyNames,
} from './driverPageRules';

const staffHolding = (keys: PermissionKey[]) => ({
  isFleet: false,
  holds: (key: PermissionKey) => keys.includes(key),
});

describe('driverPageBlocks', () => {
  it('shows staff without keys the broker and money blocks but none of the keyed header fields', () => {
    expect(driverPageBlocks(staffHolding([]))).toEqual({
      routeBroker: false,
      requestRoute: false,
      companyRestrictions: false,
      brokers: true,
      money: true,
    });
  });

  it('shows each header field with its own key', () => {
    expect(driverPageBlocks(staffHolding(['drivers.show_route_broker']))).toMatchObject({
      routeBroker: true,
      requestRoute: false,
      companyRestrictions: false,
    });
    expect(driverPageBlocks(staffHolding(['drivers.show_request_route'])).requestRoute).toBe(true);
    expect(driverPageBlocks(staffHolding(['drivers.show_company_restriction'])).companyRestrictions).toBe(
      true,
    );
  });

  it('hides broker and money blocks from fleet users', () => {
    expect(driverPageBlocks({ isFleet: true, holds: () => false })).toEqual({
      routeBroker: false,
      requestRoute: false,
      companyRestrictions: false,
      brokers: false,
      money: false,
    });
  });
});

describe('links', () => {
  it("open the driver's rides and the drivers grid searching a plate", () => {
    expect(driverRidesLink(42)).toBe('/rides?search=did:42');
    expect(plateSearchLink('T123456C')).toBe('/drivers?search=T123456C');
    expect(plateSearchLink('AB 12&3')).toBe('/drivers?search=AB%2012%263');
  });
});

describe('cars', () => {
  it('offers Activate only for offline and suspended cars', () => {
    expect(mayActivateCar({ status: 'offline' })).toBe(true);
    expect(mayActivateCar({ status: 'suspended' })).toBe(true);
    expect(mayActivateCar({ status: 'active' })).toBe(false);
  });

  it('edits a temporary car in its own dialog', () => {
    expect(editCarDialogKey({ is_temporary: true })).toBe('editTempCar');
    expect(editCarDialogKey({ is_temporary: false })).toBe('editCar');
  });
});

describe('names', () => {
  it('gives initials and the full name, skipping a missing middle name', () => {
    const driver = { first_name: 'ann', middle_name: null, last_name: 'Lee' };
    expect(driverInitials(driver)).toBe('AL');
    expect(driverFullName(driver)).toBe('ann Lee');
    expect(driverFullName({ ...driver, middle_name: 'Marie' })).toBe('ann Marie Lee');
  });

  it('names restricted companies, and an unknown one by its id', () => {
    expect(restrictedCompanyNames([3, 9], [{ id: 3, name: 'Medicaid NY' }])).toEqual(['Medicaid NY', '#9']);
  });
});
