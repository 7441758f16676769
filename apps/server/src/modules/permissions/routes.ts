import { permissions } from '@fleetdesk/contract';
import type { ServerModule } from '../../platform/module';
import { listPermissionGroups, listPermissionsWithRoles, listRolesWithCounts } from './queries';

export const permissionsModule: ServerModule = {
  name: 'permissions',
  routes({ db }, { route }) {
    route(permissions.getPermissions, async () => {
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
    });
  },
};
