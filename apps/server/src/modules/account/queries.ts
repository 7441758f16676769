import { type Account, PERMISSION_KEYS } from '@fleetdesk/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { adminRoles, admins, companies, documentTypes, roles } from '../../db/schema';
import { loadRoleGrants } from '../../platform/auth/sessions';
import { notFound } from '../../platform/errors';

const companyColumns = {
  id: companies.id,
  name: companies.name,
  status: companies.status,
  type: companies.type,
  vendor_id: companies.vendorId,
  is_facility: companies.isFacility,
  broker_key: companies.brokerKey,
};

export async function findAdminById(db: DbOrTx, id: number) {
  const [admin] = await db.select().from(admins).where(eq(admins.id, id));
  if (!admin) throw notFound('User');
  return admin;
}

/**
 * Who the user is and what they may do. Staff see the companies they hold roles in (a super admin:
 * all); fleet users hold no keys — reaching a fleet endpoint is their grant.
 */
export async function loadAccount(db: DbOrTx, adminId: number): Promise<Account> {
  const admin = await findAdminById(db, adminId);
  const grants = await db
    .select({ id: roles.id, name: roles.name, company_id: companies.id, company_name: companies.name })
    .from(adminRoles)
    .innerJoin(roles, eq(roles.id, adminRoles.roleId))
    .innerJoin(companies, eq(companies.id, adminRoles.companyId))
    .where(eq(adminRoles.adminId, adminId))
    .orderBy(sql`${roles.name} <> 'Admin'`, asc(roles.name), asc(companies.name));
  const permissions = admin.isFleet
    ? []
    : admin.superAdmin
      ? [...PERMISSION_KEYS]
      : (await loadRoleGrants(db, adminId)).flatMap((grant) => grant.keys);
  const companyRows = admin.isFleet
    ? []
    : admin.superAdmin
      ? await db.select(companyColumns).from(companies).orderBy(asc(companies.name))
      : await db
          .selectDistinct(companyColumns)
          .from(companies)
          .innerJoin(adminRoles, eq(adminRoles.companyId, companies.id))
          .where(eq(adminRoles.adminId, adminId))
          .orderBy(asc(companies.name));
  const documentTypeRows = await db
    .select({
      id: documentTypes.id,
      key: documentTypes.key,
      title: documentTypes.title,
      entity_type: documentTypes.entityType,
      required: documentTypes.required,
    })
    .from(documentTypes)
    .orderBy(asc(documentTypes.id));
  return {
    user: {
      id: admin.id,
      email: admin.email,
      username: admin.username,
      first_name: admin.firstName,
      last_name: admin.lastName,
      phone_number: admin.phoneNumber,
      is_fleet: admin.isFleet,
      fleet_id: admin.fleetId,
      super_admin: admin.superAdmin,
      is_read_only: admin.isReadOnly,
    },
    roles: grants,
    permissions: [...new Set(permissions)].sort(),
    companies: companyRows,
    document_types: documentTypeRows,
  };
}
