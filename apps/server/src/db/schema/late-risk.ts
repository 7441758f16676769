import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { ts } from './columns';
import { drivers } from './fleet';
import { rides } from './rides';

/**
 * The latest late-pickup prediction of each assigned or accepted ride near its pickup time (late-risk
 * module, decisions 149–152). One row per ride, replaced at each recomputation; a ride that left those
 * statuses (or its driver) loses its row. `at_risk` rows are what the board's At risk filter reads.
 */
export const rideLateRisks = pgTable(
  'ride_late_risks',
  {
    rideId: integer('ride_id')
      .primaryKey()
      .references(() => rides.id, { onDelete: 'cascade' }),
    driverId: integer('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    /** The ride's pickup time when predicted: a changed pickup time forces a new prediction. */
    pickupAt: ts('pickup_at').notNull(),
    /** Null without a usable position (no GPS). */
    predictedPickupAt: ts('predicted_pickup_at'),
    minutesLate: integer('minutes_late'),
    atRisk: boolean('at_risk').notNull(),
    reason: text(),
    computedAt: ts('computed_at').notNull(),
  },
  (t) => [
    check(
      'ride_late_risks_reason_check',
      sql`(${t.atRisk} and ${t.reason} in ('no_gps', 'driver_on_another_ride', 'driver_far')) or (not ${t.atRisk} and ${t.reason} is null)`,
    ),
    // The At risk filter's subquery reads only these few rows.
    index('ride_late_risks_at_risk_idx').on(t.rideId).where(sql`${t.atRisk}`),
  ],
);
