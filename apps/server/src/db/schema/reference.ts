import type { CompanyType } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';

/** GeoJSON polygon, [lon, lat] rings. */
export interface GeoPolygon {
  type: 'Polygon';
  coordinates: [number, number][][];
}

export type BrokerKey = 'sentry' | 'sentry2' | 'arro' | 'tlc' | 'mta';

const createdAt = () => ts('created_at').notNull().defaultNow();

export const companies = pgTable(
  'companies',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    type: text().$type<CompanyType>().notNull(),
    vendorId: integer('vendor_id').unique(),
    isFacility: boolean('is_facility').notNull().default(false),
    /** Which broker integration serves this company's rides: sentry, sentry2, arro, tlc, mta. */
    brokerKey: text('broker_key').$type<BrokerKey>(),
    createdAt: createdAt(),
  },
  (t) => [
    check('companies_type_check', sql`${t.type} in ('contract', 'affiliate')`),
    check('companies_status_check', sql`${t.status} in ('active', 'inactive')`),
    check(
      'companies_broker_key_check',
      sql`${t.brokerKey} is null or ${t.brokerKey} in ('sentry', 'sentry2', 'arro', 'tlc', 'mta')`,
    ),
  ],
);

export const fleets = pgTable(
  'fleets',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull().unique(),
    status: text().$type<'active' | 'inactive'>().notNull().default('active'),
    displayBrokersLogo: boolean('display_brokers_logo').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [check('fleets_status_check', sql`${t.status} in ('active', 'inactive')`)],
);

/** Zones are GeoJSON polygons (lon/lat); the bounding box makes point-in-zone lookups cheap. */
export const zones = pgTable('zones', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  name: text().notNull().unique(),
  shortName: text('short_name'),
  /** Spec 3 §9's busy zone M is Manhattan: the surge board needs a zone's borough. */
  borough: text(),
  state: text().notNull().default('NY'),
  polygon: jsonb().$type<GeoPolygon>().notNull(),
  minLat: doublePrecision('min_lat').notNull(),
  minLon: doublePrecision('min_lon').notNull(),
  maxLat: doublePrecision('max_lat').notNull(),
  maxLon: doublePrecision('max_lon').notNull(),
});

export const rideTypes = pgTable('ride_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id),
  displayName: text('display_name').notNull(),
  shortDescription: text('short_description'),
  image: text(),
  accessible: boolean().notNull().default(false),
  seats: integer().notNull().default(4),
  baseFareCents: integer('base_fare_cents').notNull(),
  perMileCents: integer('per_mile_cents').notNull(),
  perMinuteCents: integer('per_minute_cents').notNull(),
  paymentTypesSupported: text('payment_types_supported').array().notNull().default(sql`'{}'::text[]`),
});

export const carTypes = pgTable('car_types', {
  id: integer().primaryKey().generatedByDefaultAsIdentity(),
  title: text().notNull(),
  description: text(),
  color: text(),
  identifierDescription: text('identifier_description'),
  state: text(),
});

export const documentTypes = pgTable(
  'document_types',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    key: text().notNull().unique(),
    title: text().notNull(),
    entityType: text('entity_type').$type<'driver' | 'car'>().notNull(),
    /** A driver or car without this document valid and unexpired may not drive (issue 10 point 8). */
    required: boolean().notNull().default(false),
  },
  (t) => [check('document_types_entity_check', sql`${t.entityType} in ('driver', 'car')`)],
);

export const transactionCategories = pgTable(
  'transaction_categories',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    name: text().notNull(),
    type: text().$type<'credit' | 'debit'>().notNull(),
  },
  (t) => [check('transaction_categories_type_check', sql`${t.type} in ('credit', 'debit')`)],
);

/** Key/value settings the product reads (e.g. default affiliate statuses). */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
