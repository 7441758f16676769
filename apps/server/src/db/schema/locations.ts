import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  integer,
  pgTable,
  primaryKey,
  real,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { drivers } from './fleet';

/** The latest known position of each driver (what the maps show). */
export const driverLocations = pgTable(
  'driver_locations',
  {
    driverId: integer('driver_id')
      .primaryKey()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    heading: real().notNull().default(0),
    /** Metres per second, as the phone reports it; null when the phone did not say. */
    speedMps: real('speed_mps'),
    /** Horizontal accuracy radius in metres; null when the phone did not say. */
    accuracyM: real('accuracy_m'),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    check('driver_locations_lat_check', sql`${t.lat} between -90 and 90`),
    check('driver_locations_lon_check', sql`${t.lon} between -180 and 180`),
  ],
);

/**
 * GPS history points, used to draw where a driver went during a ride. The table is partitioned by
 * day on `recorded_at` (hand-written in migration 0027; Drizzle does not declare partitions): a job
 * creates the coming days' partitions and drops the ones past the retention (locations/partitions.ts).
 * The key (driver, time) makes a resent batch harmless.
 */
export const driverLocationHistory = pgTable(
  'driver_location_history',
  {
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    lat: doublePrecision().notNull(),
    lon: doublePrecision().notNull(),
    heading: real().notNull().default(0),
    speedMps: real('speed_mps'),
    accuracyM: real('accuracy_m'),
    recordedAt: ts('recorded_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.driverId, t.recordedAt] })],
);

/**
 * The driver app's credential: one device token per driver, issued (and re-issued, which revokes the
 * previous one) by an admin. Only its SHA-256 is kept; the token itself is shown once.
 */
export const driverDeviceTokens = pgTable(
  'driver_device_tokens',
  {
    driverId: integer('driver_id')
      .primaryKey()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    issuedAt: ts('issued_at').notNull().defaultNow(),
    issuedBy: integer('issued_by').references(() => admins.id, { onDelete: 'set null' }),
    lastUsedAt: ts('last_used_at'),
  },
  (t) => [uniqueIndex('driver_device_tokens_hash_unique').on(t.tokenHash)],
);
