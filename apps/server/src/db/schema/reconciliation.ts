import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { rides } from './rides';

/**
 * The broker's state of a broker ride as the last SYNC read it (decision 132). One row per ride, replaced
 * by each SYNC that reads it; the Unreconciled rides panel compares it with the ride as it is now.
 */
export const brokerTripStates = pgTable(
  'broker_trip_states',
  {
    rideId: bigint('ride_id', { mode: 'number' })
      .primaryKey()
      .references(() => rides.id, { onDelete: 'cascade' }),
    broker: text().$type<'sentry' | 'sentry2' | 'arro'>().notNull(),
    /** The trip id asked about: a ride given a new trip id is unsynced until read again. */
    referenceId: text('reference_id').notNull(),
    /** Null when the broker did not know the trip. */
    brokerStatus: text('broker_status'),
    brokerUpdatedAt: ts('broker_updated_at'),
    syncedAt: ts('synced_at').notNull(),
    syncedBy: integer('synced_by').references(() => admins.id, { onDelete: 'set null' }),
  },
  (t) => [
    check('broker_trip_states_broker_check', sql`${t.broker} in ('sentry', 'sentry2', 'arro')`),
    check(
      'broker_trip_states_status_check',
      sql`${t.brokerStatus} is null or ${t.brokerStatus} in ('offered', 'scheduled', 'in_progress', 'completed', 'canceled', 'no_show')`,
    ),
    index('broker_trip_states_synced_idx').on(t.syncedAt),
  ],
);
