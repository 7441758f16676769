import { asc, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { permissionGroups } from '../../db/schema';

export async function listPermissionsWithRoles(db: DbOrTx) {
  const result = await db.execute<{
    id: number;
    name: string;
    icon: string | null;
    group_id: number | null;
    roles: number[];
  }>(sql`
    select p.id, p.key as name, p.icon, p.group_id,
      coalesce(array_agg(rp.role_id order by rp.role_id) filter (where rp.role_id is not null), '{}') as roles
    from permissions p left join role_permissions rp on rp.permission_id = p.id
    group by p.id order by p.id`);
  return result.rows;
}

export const listPermissionGroups = (db: DbOrTx) =>
  db
    .select({ id: permissionGroups.id, name: permissionGroups.name, icon: permissionGroups.icon })
    .from(permissionGroups)
    .orderBy(asc(permissionGroups.id));

/** Roles with how many admins hold them; 'Admin' sorts first (spec 3 §6). */
export async function listRolesWithCounts(db: DbOrTx) {
  const result = await db.execute<{ id: number; name: string; count_admins: string }>(sql`
    select r.id, r.name, count(distinct ar.admin_id) as count_admins
    from roles r left join admin_roles ar on ar.role_id = r.id
    group by r.id order by r.name <> 'Admin', r.name`);
  return result.rows.map((r) => ({ id: r.id, name: r.name, count_admins: Number(r.count_admins) }));
}
