import { date, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

/**
 * The status-tab and fleet counts of GET /rides, kept per New York business day of pickup, status,
 * company and fleet (none: null), so a range of days is summed from a few rows instead of counting
 * every ride (decision 143). Statement triggers on `rides` keep it exact in the ride change's own
 * transaction (migration 0032); `rebuild_ride_status_counts()` refills it after a load that ran
 * without triggers (the seed's bulk mode).
 */
export const rideStatusCounts = pgTable(
  'ride_status_counts',
  {
    day: date({ mode: 'string' }).notNull(),
    status: text().notNull(),
    companyId: integer('company_id').notNull(),
    fleetId: integer('fleet_id'),
    count: integer().notNull(),
  },
  (t) => [
    // One row per key; a ride without a fleet has its own row (nulls not distinct), so the trigger's
    // upsert finds it.
    unique('ride_status_counts_key').on(t.day, t.status, t.companyId, t.fleetId).nullsNotDistinct(),
    index('ride_status_counts_company_day_idx').on(t.companyId, t.day),
  ],
);
