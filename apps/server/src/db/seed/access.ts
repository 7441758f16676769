import {
  ADMIN_ROLE_ID,
  FACILITY_ROLE_ID,
  PERMISSION_GROUPS,
  PERMISSION_KEYS,
  type PermissionKey,
} from '@fleetdesk/contract';
import type { DbOrTx } from '../client';
import { permissionGroups, permissions, rolePermissions, roles } from '../schema';

export const ROLE = {
  admin: ADMIN_ROLE_ID,
  dispatcher: 2,
  fleetManager: 3,
  billing: 4,
  facility: FACILITY_ROLE_ID,
} as const;

/**
 * Keys a dispatcher does not hold: the surge, routing and stats areas, every report, Sentry billing and the
 * developer tools.
 */
function isDispatcherKey(key: PermissionKey): boolean {
  if (key === 'surge.view' || key === 'view.routing' || key === 'view.stats') return false;
  return !key.startsWith('reporting.') && !key.startsWith('sentry.') && !key.startsWith('developer.');
}

const FLEET_MANAGER_KEYS: readonly PermissionKey[] = PERMISSION_KEYS.filter(
  (key) =>
    key.startsWith('drivers.') ||
    key.startsWith('cars.') ||
    key === 'view.routes' ||
    key === 'admin_settings.update_fleet' ||
    key === 'credits.quick-create',
);

const BILLING_KEYS: readonly PermissionKey[] = PERMISSION_KEYS.filter(
  (key) =>
    PERMISSION_GROUPS.money.keys.some((moneyKey) => moneyKey === key) ||
    key === 'rides.view-billing-notes' ||
    key === 'rides.change-price' ||
    key === 'reporting.view_bank_file_page' ||
    key === 'reporting.view_unreconciled_rides_panel_page' ||
    key === 'reporting.view_daily_revenue_stats' ||
    key === 'reporting.view_monthly_reports_page' ||
    key.startsWith('sentry.'),
);

export const SEED_ROLES: readonly { id: number; name: string; keys: readonly PermissionKey[] }[] = [
  { id: ROLE.admin, name: 'Admin', keys: PERMISSION_KEYS },
  { id: ROLE.dispatcher, name: 'Dispatcher', keys: PERMISSION_KEYS.filter(isDispatcherKey) },
  { id: ROLE.fleetManager, name: 'Fleet Manager', keys: FLEET_MANAGER_KEYS },
  { id: ROLE.billing, name: 'Billing', keys: BILLING_KEYS },
  // Facility staff book and follow their own rides, which needs no key; their patients' recurring
  // trips (standing orders) need one.
  { id: ROLE.facility, name: 'Facility', keys: ['rides.standing-orders'] },
];

/** 'rides.update-dangerous-fields' → 'Update dangerous fields'. */
export function permissionLabel(key: string): string {
  const action = key.slice(key.indexOf('.') + 1).replace(/[-_]/g, ' ');
  return action.charAt(0).toUpperCase() + action.slice(1);
}

/** Permission groups, every permission key of the contract, the roles and their grants. */
export async function insertAccessControl(db: DbOrTx): Promise<number> {
  // A production first start wrote them (decision 208): the demo seeded later keeps them and their edits.
  if ((await db.select({ id: permissionGroups.id }).from(permissionGroups).limit(1)).length > 0)
    return SEED_ROLES.length;
  const groupEntries = Object.entries(PERMISSION_GROUPS);
  await db
    .insert(permissionGroups)
    .values(groupEntries.map(([key, group], index) => ({ id: index + 1, key, name: group.name })));

  const permissionIds = new Map<string, number>();
  const permissionRows = groupEntries.flatMap(([, group], groupIndex) =>
    group.keys.map((key) => {
      const id = permissionIds.size + 1;
      permissionIds.set(key, id);
      return { id, key, name: permissionLabel(key), groupId: groupIndex + 1 };
    }),
  );
  await db.insert(permissions).values(permissionRows);

  await db.insert(roles).values(SEED_ROLES.map(({ id, name }) => ({ id, name })));
  const grants = SEED_ROLES.flatMap((role) =>
    role.keys.map((key) => {
      const permissionId = permissionIds.get(key);
      if (permissionId === undefined) throw new Error(`Permission ${key} has no group`);
      return { roleId: role.id, permissionId };
    }),
  );
  if (grants.length > 0) await db.insert(rolePermissions).values(grants);
  return SEED_ROLES.length;
}
