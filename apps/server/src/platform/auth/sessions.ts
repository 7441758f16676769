import { canonicalPermission } from '@fleetdesk/contract';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, sessions } from '../../db/schema';
import type { Caller } from './context';
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

/** Every canonical key an admin holds through its roles (a super admin holds all, decided by the caller). */
export async function loadPermissionKeys(db: DbOrTx, adminId: number): Promise<string[]> {
  const result = await db.execute<{ key: string }>(sql`
    select distinct p.key from admin_roles ar
    join role_permissions rp on rp.role_id = ar.role_id
    join permissions p on p.id = rp.permission_id
    where ar.admin_id = ${adminId}`);
  return result.rows.map((r) => canonicalPermission(r.key) ?? r.key);
}

/** Resolves a bearer token to its caller; null when missing, unknown, revoked, expired or disabled. */
export async function resolveCaller(
  db: DbOrTx,
  token: string,
  allKeys: readonly string[],
): Promise<Caller | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      adminId: admins.id,
      email: admins.email,
      isFleet: admins.isFleet,
      fleetId: admins.fleetId,
      superAdmin: admins.superAdmin,
      status: admins.status,
    })
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
  const keys = row.superAdmin ? allKeys : await loadPermissionKeys(db, row.adminId);
  return {
    adminId: row.adminId,
    sessionId: row.sessionId,
    email: row.email,
    isFleet: row.isFleet,
    fleetId: row.fleetId,
    superAdmin: row.superAdmin,
    permissions: new Set(keys),
  };
}
