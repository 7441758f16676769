import { FACILITY_ROLE_ID, MESSAGES } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  assertCompanyInReach,
  callerIn,
  companiesHolding,
  companyReachOf,
  holdsEverywhere,
  permissionsIn,
  type RoleGrant,
  reachesCompany,
} from './reach';

const DISPATCHER_ROLE = 2;
const facilityRole = (companyId: number, keys: string[] = []): RoleGrant => ({
  roleId: FACILITY_ROLE_ID,
  companyId,
  companyIsFacility: true,
  keys,
});

describe('company reach from roles', () => {
  it('gives a super admin every company, whatever their roles', () => {
    expect(companyReachOf([facilityRole(50)], true).companyIds).toBeNull();
  });

  it('gives every company to a holder of a role other than 415 in a company that is not a facility', () => {
    const operator = { roleId: DISPATCHER_ROLE, companyId: 39, companyIsFacility: false, keys: [] };
    expect(companyReachOf([facilityRole(50), operator], false).companyIds).toBeNull();
  });

  it('limits a user with only facility roles (415) to their companies, with the keys held in each', () => {
    const reach = companyReachOf([facilityRole(53), facilityRole(50, ['rides.change-price'])], false);
    expect(reach.companyIds).toEqual([50, 53]);
    expect([...(reach.permissionsByCompany.get(50) ?? [])]).toEqual(['rides.change-price']);
    expect([...(reach.permissionsByCompany.get(53) ?? [])]).toEqual([]);
  });

  it('limits a user whose roles, whatever they are called, are held only in facility companies', () => {
    const dispatcherAtFacility = {
      roleId: DISPATCHER_ROLE,
      companyId: 51,
      companyIsFacility: true,
      keys: [],
    };
    expect(companyReachOf([dispatcherAtFacility], false).companyIds).toEqual([51]);
  });

  it('limits a facility role held in a company that is not a facility to that company', () => {
    const reach = companyReachOf([{ ...facilityRole(1), companyIsFacility: false }], false);
    expect(reach.companyIds).toEqual([1]);
  });

  it('reaches no company without any role (nothing is reached by default)', () => {
    const reach = companyReachOf([], false);
    expect(reach.companyIds).toEqual([]);
    expect(reachesCompany(reach, 39)).toBe(false);
  });
});

describe('keys on one company', () => {
  const permissions = new Set(['rides.change-price', 'admin_settings.release_rides']);
  const facilityUser = {
    ...companyReachOf(
      [facilityRole(50, ['rides.change-price']), facilityRole(53, ['admin_settings.release_rides'])],
      false,
    ),
    permissions,
  };
  const operator = { companyIds: null, permissionsByCompany: new Map(), permissions };

  it('counts for a facility user only the keys held in that company', () => {
    expect(permissionsIn(facilityUser, 50).has('rides.change-price')).toBe(true);
    expect(permissionsIn(facilityUser, 53).has('rides.change-price')).toBe(false);
    expect(permissionsIn(facilityUser, 51).size).toBe(0);
    expect(callerIn(facilityUser, 53).permissions.has('admin_settings.release_rides')).toBe(true);
  });

  it('counts every key of operator staff in every company', () => {
    expect(permissionsIn(operator, 51)).toBe(permissions);
    expect(companiesHolding(operator, 'rides.change-price')).toBeNull();
  });

  it('names the companies where a facility user holds a key', () => {
    expect(companiesHolding(facilityUser, 'admin_settings.release_rides')).toEqual([53]);
  });

  it('holds a key everywhere only when every reached company grants it', () => {
    expect(holdsEverywhere(facilityUser, 'rides.change-price')).toBe(false);
    const everywhere = { ...companyReachOf([facilityRole(50, ['rides.change-price'])], false), permissions };
    expect(holdsEverywhere(everywhere, 'rides.change-price')).toBe(true);
    expect(holdsEverywhere(operator, 'rides.change-price')).toBe(true);
    expect(holdsEverywhere(operator, 'view.stats')).toBe(false);
  });

  it('refuses naming another company with 403 on the field', () => {
    expect(() => assertCompanyInReach(facilityUser, 50)).not.toThrow();
    expect(() => assertCompanyInReach(operator, 51)).not.toThrow();
    expect(() => assertCompanyInReach(facilityUser, 51)).toThrow(
      expect.objectContaining({ status: 403, errors: { company_id: [MESSAGES.companyOutOfReach] } }),
    );
    expect(reachesCompany(facilityUser, null)).toBe(false);
  });
});
