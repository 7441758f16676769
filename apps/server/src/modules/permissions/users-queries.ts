import {
  type ADMIN_STATUSES,
  type AdminUser,
  type PermissionsUser,
  SEARCH_TERM_MIN,
} from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

export interface UsersFilter {
  page: number;
  per_page: number;
  search?: string;
  role_ids: number[];
  status?: (typeof ADMIN_STATUSES)[number];
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Staff users matching the filters (fleet users hold no roles and are not listed). Search needs two
 * characters (spec 3 §5) and matches first name, last name, both together, e-mail, or the phone's digits.
 */
function usersWhere(filter: UsersFilter): SQL {
  const parts: SQL[] = [sql`not a.is_fleet`];
  const term = filter.search?.trim() ?? '';
  if (term.length >= SEARCH_TERM_MIN) {
    const like = likePattern(term);
    const digits = term.replace(/[\s()+-]/g, '');
    const phone = /^\d+$/.test(digits)
      ? sql` or regexp_replace(coalesce(a.phone_number, ''), '\\D', '', 'g') like ${likePattern(digits)}`
      : sql``;
    parts.push(
      sql`(a.first_name ilike ${like} or a.last_name ilike ${like} or a.email ilike ${like}
        or (a.first_name || ' ' || a.last_name) ilike ${like}${phone})`,
    );
  }
  if (filter.status) parts.push(sql`a.status = ${filter.status}`);
  if (filter.role_ids.length > 0)
    parts.push(
      sql`exists (select 1 from admin_roles f where f.admin_id = a.id and f.role_id in ${filter.role_ids})`,
    );
  return sql.join(parts, sql` and `);
}

const userColumns = sql`a.id, a.first_name, a.last_name, a.email, a.phone_number, a.status, a.super_admin,
  a.is_read_only,
  coalesce(json_agg(json_build_object('role_id', r.id, 'role_name', r.name, 'company_id', c.id,
    'company_name', c.name) order by r.name <> 'Admin', r.name, c.name) filter (where r.id is not null),
    '[]') as roles`;
const userJoins = sql`admins a left join admin_roles ar on ar.admin_id = a.id
  left join roles r on r.id = ar.role_id left join companies c on c.id = ar.company_id`;

export async function listUsers(db: DbOrTx, filter: UsersFilter) {
  const where = usersWhere(filter);
  const [count] = (
    await db.execute<{ total: string }>(sql`select count(*) as total from admins a where ${where}`)
  ).rows;
  const page = await db.execute<PermissionsUser>(sql`
    select ${userColumns} from ${userJoins} where ${where}
    group by a.id order by a.first_name, a.last_name, a.id
    limit ${filter.per_page} offset ${(filter.page - 1) * filter.per_page}`);
  return { data: page.rows, total: Number(count?.total ?? 0) };
}

/** One staff user as the users table shows them; null when there is none (or a fleet user). */
export async function findUser(db: DbOrTx, id: number): Promise<PermissionsUser | null> {
  const result = await db.execute<PermissionsUser>(sql`
    select ${userColumns} from ${userJoins} where a.id = ${id} and not a.is_fleet group by a.id`);
  return result.rows[0] ?? null;
}

/** Admin user (spec 2 §3): distinct roles and the companies they are held in. */
export function adminUserOf(user: PermissionsUser): AdminUser {
  const unique = <T extends { id: number }>(items: T[]) => [...new Map(items.map((i) => [i.id, i])).values()];
  const { roles, ...rest } = user;
  return {
    ...rest,
    roles: unique(roles.map((r) => ({ id: r.role_id, name: r.role_name }))),
    facility_companies: unique(roles.map((r) => ({ id: r.company_id, name: r.company_name }))),
  };
}
