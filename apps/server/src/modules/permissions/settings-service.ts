import { MESSAGES } from '@fleetdesk/contract';
import { inArray, sql } from 'drizzle-orm';
import { adminRoles, permissions, rolePermissions, roles } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { forbidden, invalidField } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { loadMatrix } from './matrix';
import { keysBeyondCaller, roleChanges } from './rules';

type RolesSent = readonly { id: number; permissions: readonly number[] }[];

/**
 * Saving the permissions matrix (spec 3 §7). One transaction locks the roles sent, writes what
 * changed and audits each changed role with its keys before and after. Keys are read from the
 * database on every request (platform/auth/sessions.ts), so holders feel the change on their next
 * request; their sockets change rooms and their menus follow through `refreshAccess`.
 */
export function createPermissionSettingsService({
  db,
  realtime,
  log,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'log'>) {
  async function save(caller: Caller, sent: RolesSent, ip: string) {
    const affected = await db.transaction(async (tx) => {
      const roleIds = sent.map((role) => role.id);
      const locked =
        roleIds.length === 0
          ? []
          : await tx
              .select({ id: roles.id })
              .from(roles)
              .where(inArray(roles.id, roleIds))
              .orderBy(roles.id)
              .for('update');
      if (locked.length !== roleIds.length) throw invalidField('roles', MESSAGES.unknownRole);
      const keyOf = new Map(
        (await tx.select({ id: permissions.id, key: permissions.key }).from(permissions)).map((p) => [
          p.id,
          p.key,
        ]),
      );
      if (sent.some((role) => role.permissions.some((id) => !keyOf.has(id))))
        throw invalidField('roles', MESSAGES.unknownPermission);
      const current = new Map<number, Set<number>>(roleIds.map((id) => [id, new Set()]));
      if (roleIds.length > 0) {
        const held = await tx.select().from(rolePermissions).where(inArray(rolePermissions.roleId, roleIds));
        for (const row of held) current.get(row.roleId)?.add(row.permissionId);
      }
      const changes = roleChanges(sent, current, keyOf);
      const beyond = keysBeyondCaller(
        changes,
        keyOf,
        (key) => caller.superAdmin || caller.permissions.has(key),
      );
      if (beyond.length > 0) throw forbidden(`${MESSAGES.grantOnlyHeldKeys}: ${beyond.join(', ')}`);
      for (const change of changes) {
        if (change.removed.length > 0)
          await tx
            .delete(rolePermissions)
            .where(
              sql`${rolePermissions.roleId} = ${change.roleId} and ${inArray(rolePermissions.permissionId, change.removed)}`,
            );
        if (change.added.length > 0)
          await tx
            .insert(rolePermissions)
            .values(change.added.map((permissionId) => ({ roleId: change.roleId, permissionId })));
        await writeAudit(tx, {
          adminId: caller.adminId,
          action: 'role.permissions_updated',
          entityType: 'role',
          entityId: change.roleId,
          before: { permissions: change.before },
          after: { permissions: change.after },
          ip,
        });
      }
      const changed = changes.map((change) => change.roleId);
      if (changed.length === 0) return [];
      const holders = await tx
        .selectDistinct({ adminId: adminRoles.adminId })
        .from(adminRoles)
        .where(inArray(adminRoles.roleId, changed));
      return holders.map((row) => row.adminId);
    });
    // The change is committed; a socket that cannot be moved now is moved by its next authenticate.
    if (affected.length > 0)
      await realtime.refreshAccess(affected).catch((e: Error) => log.warn(`permissions: ${e.message}`));
    return { ...(await loadMatrix(db)), message: MESSAGES.permissionsUpdated };
  }

  return { save };
}
