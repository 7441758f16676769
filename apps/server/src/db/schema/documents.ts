import type { DocumentStatus } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { cars, drivers } from './fleet';
import { documentTypes } from './reference';

/**
 * Papers of a driver or a car (spec 2 §3): exactly one of driver_id and car_id is set, so each
 * document points at a row that exists. Deleting sets status deleted (kept for the audit trail and
 * never shown again); at most one live document per entity and type, so a deleted one can be re-added.
 */
export const documents = pgTable(
  'documents',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    driverId: integer('driver_id').references(() => drivers.id),
    carId: integer('car_id').references(() => cars.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => documentTypes.id),
    status: text().$type<DocumentStatus>().notNull().default('pending'),
    number: text(),
    state: text(),
    expiresAt: date('expires_at'),
    issueDate: date('issue_date'),
    effectiveDate: date('effective_date'),
    /** The expiry an open-data source (e.g. the TLC's) gives; a differing one is warned about. */
    openDataExpiresAt: date('open_data_expires_at'),
    licenseClass: text('license_class'),
    endorsements: text().array().notNull().default(sql`'{}'::text[]`),
    restrictions: text().array().notNull().default(sql`'{}'::text[]`),
    insuranceCompany: text('insurance_company'),
    ownerName: text('owner_name'),
    address: text(),
    ssn: text(),
    url: text(),
    public: boolean().notNull().default(true),
    isActual: boolean('is_actual').notNull().default(true),
    message: text(),
    actualityMessage: text('actuality_message'),
    reviewedBy: integer('reviewed_by').references(() => admins.id),
    reviewedAt: ts('reviewed_at'),
    deletedAt: ts('deleted_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('documents_one_entity_check', sql`num_nonnulls(${t.driverId}, ${t.carId}) = 1`),
    check('documents_status_check', sql`${t.status} in ('pending', 'valid', 'invalid', 'deleted')`),
    uniqueIndex('documents_live_driver_type_unique')
      .on(t.driverId, t.typeId)
      .where(sql`${t.status} <> 'deleted' and ${t.driverId} is not null`),
    uniqueIndex('documents_live_car_type_unique')
      .on(t.carId, t.typeId)
      .where(sql`${t.status} <> 'deleted' and ${t.carId} is not null`),
    index('documents_expiry_idx').on(t.expiresAt).where(sql`${t.status} in ('pending', 'valid')`),
    // The documents list's default order (updated_at desc nulls last, id desc), so a page reads its rows in
    // order instead of sorting every match (bench/results/backoffice-api-notes.md).
    index('documents_updated_idx').on(t.updatedAt.desc().nullsLast(), t.id.desc().nullsFirst()),
    // The documents list's search by number (searchCondition in modules/documents/queries.ts).
    index('documents_number_trgm').using('gin', sql`${t.number} gin_trgm_ops`),
  ],
);
