import type { permissions } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { listPermissionGroups, listPermissionsWithRoles, listRolesWithCounts } from './queries';

/** The permissions screen's three lists: groups with their permissions, ungrouped ones, roles. */
export async function loadMatrix(db: DbOrTx): Promise<permissions.PermissionsMatrix> {
  const [groups, all, roles] = await Promise.all([
    listPermissionGroups(db),
    listPermissionsWithRoles(db),
    listRolesWithCounts(db),
  ]);
  const strip = ({ group_id: _, ...permission }: (typeof all)[number]) => permission;
  return {
    permission_groups: groups.map((g) => ({
      ...g,
      permissions: all.filter((p) => p.group_id === g.id).map(strip),
    })),
    permissions: all.filter((p) => p.group_id === null).map(strip),
    roles,
  };
}
