import { adminUsers, permissions } from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';
import { forbidden } from '../../platform/errors';
import { signedIn } from '../../platform/http/register';
import type { ServerModule } from '../../platform/module';
import { createAdminsService } from './admins-service';
import { loadMatrix } from './matrix';
import { createPermissionSettingsService } from './settings-service';
import { listUsers } from './users-queries';

/**
 * Roles and staff accounts are the operator's: a facility user (who reaches only their companies)
 * is refused whatever keys their role holds.
 */
function operatorStaff(caller: Caller | null): Caller {
  const who = signedIn(caller);
  if (who.companyIds !== null) throw forbidden();
  return who;
}

export const permissionsModule: ServerModule = {
  name: 'permissions',
  routes(deps, { route }) {
    const settings = createPermissionSettingsService(deps);
    const admins = createAdminsService(deps);
    route(permissions.getPermissions, async ({ caller }) => {
      operatorStaff(caller);
      return loadMatrix(deps.db);
    });
    route(permissions.savePermissionSettings, ({ caller, body, ip }) =>
      settings.save(operatorStaff(caller), body.roles, ip),
    );
    route(permissions.listPermissionUsers, async ({ caller, query }) => {
      operatorStaff(caller);
      const users = await listUsers(deps.db, query);
      return { users: { ...users, current_page: query.page, per_page: query.per_page } };
    });
    route(adminUsers.createAdmin, ({ caller, body, ip }) => admins.create(operatorStaff(caller), body, ip));
    route(adminUsers.updateAdmin, ({ caller, params, body, ip }) =>
      admins.update(operatorStaff(caller), params.id, body, ip),
    );
  },
};
