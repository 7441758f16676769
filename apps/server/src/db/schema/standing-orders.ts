import { standingOrders as contract } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { check, date, doublePrecision, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { companies, rideTypes } from './reference';
import { riders } from './rides';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * Recurring rides (decision 140): a rider's trip on some weekdays, from `start_date` to `end_date`,
 * picked up at `pickup_time` New York wall clock (resolved per date, so daylight saving moves the UTC
 * instant, never the local time) and brought back at `return_time`. A job creates each day's rides
 * ahead through the ride-create service; the rides name their order and date (rides.standing_order_id).
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    status: text().$type<contract.StandingOrderStatus>().notNull().default('active'),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    riderId: integer('rider_id')
      .notNull()
      .references(() => riders.id),
    startAddress: text('start_address').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    startLon: doublePrecision('start_lon').notNull(),
    destinationAddress: text('destination_address').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLon: doublePrecision('destination_lon').notNull(),
    /** HH:mm, America/New_York. */
    pickupTime: text('pickup_time').notNull(),
    returnTime: text('return_time'),
    /** ISO weekdays, 1 = Monday … 7 = Sunday. */
    daysOfWeek: smallint('days_of_week').array().notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
    rideTypeId: integer('ride_type_id')
      .notNull()
      .references(() => rideTypes.id),
    seats: integer().notNull().default(1),
    paymentType: text('payment_type').notNull(),
    pickupNote: text('pickup_note'),
    tripNote: text('trip_note'),
    /** Why the job's last run could not create a day (null once it could); shown on the list. */
    lastProblem: text('last_problem'),
    createdBy: integer('created_by').references(() => admins.id),
    /** The admin who last saved it: the job books its rides as them, with their reach at that time. */
    updatedBy: integer('updated_by').references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('standing_orders_status_check', sql`${t.status} in (${inList(contract.STANDING_ORDER_STATUSES)})`),
    check(
      'standing_orders_payment_type_check',
      sql`${t.paymentType} in (${inList(contract.STANDING_ORDER_PAYMENT_TYPES)})`,
    ),
    check(
      'standing_orders_days_check',
      sql`cardinality(${t.daysOfWeek}) between 1 and 7 and ${t.daysOfWeek} <@ '{1,2,3,4,5,6,7}'::smallint[]`,
    ),
    check(
      'standing_orders_times_check',
      sql`${t.pickupTime} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and (${t.returnTime} is null or ${t.returnTime} > ${t.pickupTime})`,
    ),
    check('standing_orders_dates_check', sql`${t.endDate} is null or ${t.endDate} >= ${t.startDate}`),
    check('standing_orders_seats_check', sql`${t.seats} between 1 and 4`),
    index('standing_orders_status_idx').on(t.status, t.id),
    index('standing_orders_company_idx').on(t.companyId),
  ],
);
