import { canonicalPermission } from '@fleetdesk/contract';
import { and, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, sessions } from '../../db/schema';
import type { Caller } from './context';
import { companyReachOf, EVERY_COMPANY, type RoleGrant } from './reach';
import { hashToken, newSessionToken } from './tokens';

export async function createSession(
  db: DbOrTx,
  adminId: number,
  ttlMs: number,
  meta: { ip?: string; userAgent?: string },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSessionToken();
  const expiresAt = new Date(Date.now() + ttlMs);
  await db.insert(sessions).values({
    adminId,
    tokenHash: hashToken(token),
    expiresAt,
    ip: meta.ip,
    userAgent: meta.userAgent?.slice(0, 300),
  });
  return { token, expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

/**
 * Revokes every live session of an admin except `keep` (the one the change is made from) and answers
 * the ids revoked, whose sockets the caller ends once the change is committed.
 */
export async function revokeSessionsOf(db: DbOrTx, adminId: number, keep: number): Promise<number[]> {
  const rows = await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.adminId, adminId), isNull(sessions.revokedAt), ne(sessions.id, keep)))
    .returning({ id: sessions.id });
  return rows.map((row) => row.id);
}

/** Of these sessions, the ones still valid: not revoked, not expired, their user active. */
export async function liveSessionIds(db: DbOrTx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        inArray(sessions.id, [...ids]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
        eq(admins.status, 'active'),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Every role an admin holds, per company, with the canonical keys it grants. */
export async function loadRoleGrants(db: DbOrTx, adminId: number): Promise<RoleGrant[]> {
  const result = await db.execute<{
    role_id: number;
    company_id: number;
    is_facility: boolean;
    keys: string[];
  }>(sql`
    select ar.role_id, ar.company_id, c.is_facility,
      coalesce(array_agg(p.key) filter (where p.key is not null), '{}') as keys
    from admin_roles ar
    join companies c on c.id = ar.company_id
    left join role_permissions rp on rp.role_id = ar.role_id
    left join permissions p on p.id = rp.permission_id
    where ar.admin_id = ${adminId}
    group by ar.role_id, ar.company_id, c.is_facility`);
  return result.rows.map((r) => ({
    roleId: r.role_id,
    companyId: r.company_id,
    companyIsFacility: r.is_facility,
    keys: r.keys.map((key) => canonicalPermission(key) ?? key),
  }));
}

type AdminAccessRow = Pick<
  Caller,
  'adminId' | 'email' | 'isFleet' | 'fleetId' | 'superAdmin' | 'isReadOnly'
> & { status: 'active' | 'disabled' };

/**
 * What an admin may do now, read from the database each time: keys are never kept between requests,
 * so a role's change counts from the very next request of every holder.
 */
async function accessOf(db: DbOrTx, row: AdminAccessRow, allKeys: readonly string[]) {
  // Fleet users hold no roles: their fleet is their scope (docs/decisions.md 8).
  const grants = row.isFleet ? [] : await loadRoleGrants(db, row.adminId);
  const keys = row.superAdmin ? allKeys : grants.flatMap((grant) => grant.keys);
  const reach = row.isFleet ? EVERY_COMPANY : companyReachOf(grants, row.superAdmin);
  const { status: _, ...who } = row;
  return { ...who, permissions: new Set(keys), ...reach };
}

const adminAccessColumns = {
  adminId: admins.id,
  email: admins.email,
  isFleet: admins.isFleet,
  fleetId: admins.fleetId,
  superAdmin: admins.superAdmin,
  isReadOnly: admins.isReadOnly,
  status: admins.status,
};

/** An admin's access without a session (realtime rooms after a grant changed); null when disabled or gone. */
export async function loadAdminAccess(
  db: DbOrTx,
  adminId: number,
  allKeys: readonly string[],
): Promise<Omit<Caller, 'sessionId'> | null> {
  const [row] = await db.select(adminAccessColumns).from(admins).where(eq(admins.id, adminId));
  return row?.status === 'active' ? accessOf(db, row, allKeys) : null;
}

/** Resolves a bearer token to its caller; null when missing, unknown, revoked, expired or disabled. */
export async function resolveCaller(
  db: DbOrTx,
  token: string,
  allKeys: readonly string[],
): Promise<Caller | null> {
  const [row] = await db
    .select({ sessionId: sessions.id, ...adminAccessColumns })
    .from(sessions)
    .innerJoin(admins, eq(admins.id, sessions.adminId))
    .where(
      and(
        eq(sessions.tokenHash, hashToken(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );
  if (row?.status !== 'active') return null;
  const { sessionId, ...admin } = row;
  return { sessionId, ...(await accessOf(db, admin, allKeys)) };
}
