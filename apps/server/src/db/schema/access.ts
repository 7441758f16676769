import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { companies, fleets } from './reference';

export const roles = pgTable('roles', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
});

export const permissionGroups = pgTable('permission_groups', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  icon: text(),
});

export const permissions = pgTable('permissions', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  key: text().notNull().unique(),
  name: text().notNull(),
  icon: text(),
  groupId: integer('group_id').references(() => permissionGroups.id),
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    permissionId: integer('permission_id')
      .notNull()
      .references(() => permissions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionId] })],
);

/** Staff and fleet users. A fleet user belongs to exactly one fleet; staff to none. */
export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    email: text().notNull(),
    username: text().notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    passwordHash: text('password_hash').notNull(),
    status: text().$type<'active' | 'disabled'>().notNull().default('active'),
    superAdmin: boolean('super_admin').notNull().default(false),
    isFleet: boolean('is_fleet').notNull().default(false),
    fleetId: integer('fleet_id').references(() => fleets.id),
    isReadOnly: boolean('is_read_only').notNull().default(false),
    termsAgreedAt: ts('terms_agreed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('admins_email_unique').on(sql`lower(${t.email})`),
    check('admins_status_check', sql`${t.status} in ('active', 'disabled')`),
    check('admins_fleet_check', sql`${t.isFleet} = (${t.fleetId} is not null)`),
  ],
);

/** A role held by an admin in one company. */
export const adminRoles = pgTable(
  'admin_roles',
  {
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
  },
  (t) => [primaryKey({ columns: [t.adminId, t.roleId, t.companyId] })],
);

/** Bearer sessions; only the SHA-256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    ip: text(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_admin_idx').on(t.adminId)],
);

/** The one pending sign-in code of an admin; only its argon2 hash is stored. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    adminId: integer('admin_id')
      .primaryKey()
      .references(() => admins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash'),
    channel: text().$type<'sms' | 'email'>().notNull(),
    expiresAt: ts('expires_at').notNull(),
    attempts: integer().notNull().default(0),
    nextSmsSendAt: ts('next_sms_send_at'),
    nextEmailSendAt: ts('next_email_send_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('verification_codes_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check('verification_codes_attempts_check', sql`${t.attempts} >= 0`),
  ],
);

/** Fixed-window counters for sign-in rate limits, shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text().primaryKey(),
  windowStart: ts('window_start').notNull(),
  count: integer().notNull(),
});
