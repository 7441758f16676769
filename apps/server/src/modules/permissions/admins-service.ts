import { randomBytes } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import {
  ADMIN_ROLE_ID,
  type adminUsers,
  MESSAGES,
  normalizePhone,
  type PermissionsUser,
} from '@fleetdesk/contract';
import { and, eq, inArray, ne, sql, TransactionRollbackError } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { adminRoles, admins, companies, roles } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { revokeSessionsOf } from '../../platform/auth/sessions';
import { forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { grantProblem } from './rules';
import { adminUserOf, findUser } from './users-queries';

type Body = z.output<typeof adminUsers.adminUserBody>;

/** Spec 2 §5: status, roles and read-only are the admin-only part of a user (admin: role 1 or super admin). */
async function isAdmin(db: DbOrTx, caller: Caller): Promise<boolean> {
  if (caller.superAdmin) return true;
  const [row] = await db
    .select({ roleId: adminRoles.roleId })
    .from(adminRoles)
    .where(and(eq(adminRoles.adminId, caller.adminId), eq(adminRoles.roleId, ADMIN_ROLE_ID)))
    .limit(1);
  return row !== undefined;
}

const grantsOf = (user: PermissionsUser | null) => ({
  roles: [...new Set(user?.roles.map((r) => r.role_id) ?? [])],
  companies: [...new Set(user?.roles.map((r) => r.company_id) ?? [])],
});
const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The admin-only fields the body would change on `current` (a new user: active, not read-only, no roles). */
function adminOnlyChanges(body: Body, current: PermissionsUser | null): boolean {
  const grants = grantsOf(current);
  return (
    (body.status !== undefined && body.status !== (current?.status ?? 'active')) ||
    (body.is_read_only !== undefined && body.is_read_only !== (current?.is_read_only ?? false)) ||
    (body.roles !== undefined && !sameIds(body.roles, grants.roles)) ||
    (body.facility_companies !== undefined && !sameIds(body.facility_companies, grants.companies))
  );
}

/** A snapshot for the audit log: never the password. */
const auditView = (user: PermissionsUser | null) =>
  user && {
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    phone_number: user.phone_number,
    status: user.status,
    is_read_only: user.is_read_only,
    roles: user.roles.map((r) => [r.role_id, r.company_id]),
  };

/** Add user and edit user (spec 2 §5, §7): one transaction, audited, sockets moved after commit. */
export function createAdminsService(
  deps: Pick<ModuleDeps, 'db' | 'realtime' | 'log' | 'hasher' | 'notifier'>,
) {
  const { db, realtime, log, hasher, notifier } = deps;

  async function assertEmailFree(tx: DbOrTx, email: string, exceptId: number | null) {
    const [taken] = await tx
      .select({ id: admins.id })
      .from(admins)
      .where(
        and(
          sql`lower(${admins.email}) = lower(${email})`,
          exceptId === null ? undefined : ne(admins.id, exceptId),
        ),
      )
      .limit(1);
    if (taken) throw invalidField('email', MESSAGES.emailTaken);
  }

  /** Replaces the admin's grants with roles × companies when the body names either. */
  async function writeGrants(tx: DbOrTx, adminId: number, body: Body, current: PermissionsUser | null) {
    if (body.roles === undefined && body.facility_companies === undefined) return;
    const was = grantsOf(current);
    const roleIds = [...new Set(body.roles ?? was.roles)];
    const companyIds = [...new Set(body.facility_companies ?? was.companies)];
    const knownRoles = roleIds.length
      ? await tx.select({ id: roles.id }).from(roles).where(inArray(roles.id, roleIds))
      : [];
    if (knownRoles.length !== roleIds.length) throw invalidField('roles', MESSAGES.unknownRole);
    const knownCompanies = companyIds.length
      ? await tx
          .select({ id: companies.id, isFacility: companies.isFacility })
          .from(companies)
          .where(inArray(companies.id, companyIds))
      : [];
    if (knownCompanies.length !== companyIds.length)
      throw invalidField('facility_companies', MESSAGES.unknownCompany);
    const problem = grantProblem(roleIds, knownCompanies);
    if (problem) throw invalidField(problem.field, problem.message);
    await tx.delete(adminRoles).where(eq(adminRoles.adminId, adminId));
    const rows = roleIds.flatMap((roleId) => companyIds.map((companyId) => ({ adminId, roleId, companyId })));
    if (rows.length > 0) await tx.insert(adminRoles).values(rows);
  }

  async function checkRights(caller: Caller, body: Body, current: PermissionsUser | null) {
    if (current?.super_admin && !caller.superAdmin) throw forbidden(MESSAGES.superAdminOnly);
    // An Admin's password or e-mail set by anyone else would hand them the Admin's account (decision 205).
    const holdsAdmin = current?.roles.some((role) => role.role_id === ADMIN_ROLE_ID) ?? false;
    if (holdsAdmin && !(await isAdmin(db, caller))) throw forbidden(MESSAGES.adminOnlyAdmins);
    if (adminOnlyChanges(body, current) && !(await isAdmin(db, caller)))
      throw forbidden(MESSAGES.adminOnlyUserFields);
    if (current?.id === caller.adminId && body.status === 'disabled')
      throw invalidField('status', MESSAGES.ownAccountDisable);
  }

  const profileOf = (body: Body) => ({
    firstName: body.first_name,
    lastName: body.last_name,
    email: body.email,
    phoneNumber: normalizePhone(body.phone_number),
  });

  async function create(caller: Caller, body: Body, ip: string) {
    await checkRights(caller, body, null);
    // Without a password the user gets a temporary one by e-mail (docs/decisions.md 114).
    const password = body.password ?? randomBytes(12).toString('base64url');
    const passwordHash = await hasher.hash(password);
    const id = await db.transaction(async (tx) => {
      await assertEmailFree(tx, body.email, null);
      const [row] = await tx
        .insert(admins)
        .values({
          ...profileOf(body),
          username: body.email.slice(0, body.email.indexOf('@')),
          passwordHash,
          status: body.status ?? 'active',
          isReadOnly: body.is_read_only ?? false,
        })
        .returning({ id: admins.id });
      const adminId = row?.id as number;
      await writeGrants(tx, adminId, body, null);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'admin.created',
        entityType: 'admin',
        entityId: adminId,
        after: auditView(await findUser(tx, adminId)),
        ip,
      });
      return adminId;
    });
    if (body.password === undefined) {
      const text = `A Fleetdesk account was created for you. Sign in with this e-mail and the temporary password ${password}, then keep it safe.`;
      await notifier
        .send({ channel: 'email', to: body.email, subject: 'Your Fleetdesk account', text })
        .catch((e: Error) => log.warn(`admins: ${e.message}`));
    }
    return { admin: adminUserOf((await findUser(db, id)) as PermissionsUser), message: MESSAGES.userCreated };
  }

  async function update(caller: Caller, id: number, body: Body, ip: string) {
    const existing = await findUser(db, id);
    if (!existing) throw notFound('User');
    await checkRights(caller, body, existing);
    const passwordHash = body.password === undefined ? undefined : await hasher.hash(body.password);
    const revoked = await db
      .transaction(async (tx) => {
        await tx.select({ id: admins.id }).from(admins).where(eq(admins.id, id)).for('update');
        const before = await findUser(tx, id);
        await checkRights(caller, body, before);
        await assertEmailFree(tx, body.email, id);
        await tx
          .update(admins)
          .set({
            ...profileOf(body),
            ...(passwordHash ? { passwordHash } : {}),
            ...(body.status ? { status: body.status } : {}),
            ...(body.is_read_only === undefined ? {} : { isReadOnly: body.is_read_only }),
            updatedAt: new Date(),
          })
          .where(eq(admins.id, id));
        await writeGrants(tx, id, body, before);
        const after = auditView(await findUser(tx, id));
        // A save that changes nothing is rolled back: the audit log holds real changes only. One that
        // disables or sets a password still ends the sessions below, so it goes through.
        const endsSessions = body.status === 'disabled' || passwordHash !== undefined;
        if (!endsSessions && isDeepStrictEqual(after, auditView(before))) tx.rollback();
        await writeAudit(tx, {
          adminId: caller.adminId,
          action: 'admin.updated',
          entityType: 'admin',
          entityId: id,
          before: auditView(before),
          after: { ...after, ...(passwordHash ? { password_changed: true } : {}) },
          ip,
        });
        // Disabling ends the sessions rather than suspending them (re-enabling must not bring back one that
        // got away), and a new password shuts out whoever knew the old one, signed in already or not.
        return endsSessions ? revokeSessionsOf(tx, id, caller.sessionId) : [];
      })
      .catch((error: unknown) => {
        if (error instanceof TransactionRollbackError) return [];
        throw error;
      });
    for (const sessionId of revoked) realtime.endSession(sessionId);
    await realtime.refreshAccess([id]).catch((e: Error) => log.warn(`admins: ${e.message}`));
    return { admin: adminUserOf((await findUser(db, id)) as PermissionsUser), message: MESSAGES.userUpdated };
  }

  return { create, update };
}
