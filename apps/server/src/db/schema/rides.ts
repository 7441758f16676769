import { RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';
import { cars, drivers } from './fleet';
import { companies, fleets, rideTypes, zones } from './reference';
import { standingOrders } from './standing-orders';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

export const riders = pgTable(
  'riders',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer('company_id').references(() => companies.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    email: text(),
    referenceId: text('reference_id'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('riders_name_idx').on(t.lastName, t.firstName)],
);

/** Money columns are integer cents; distance is miles. */
export const rides = pgTable(
  'rides',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    referenceId: text('reference_id'),
    status: text().$type<RideStatus>().notNull(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    isMarketplaceRide: boolean('is_marketplace_ride').notNull().default(false),
    rideTypeId: integer('ride_type_id')
      .notNull()
      .references(() => rideTypes.id),
    seats: integer().notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phoneNumber: text('phone_number'),
    email: text(),
    userId: integer('user_id').references(() => riders.id),
    riderReferenceId: text('rider_reference_id'),
    riderNote: text('rider_note'),
    pickupNote: text('pickup_note'),
    tripNote: text('trip_note'),
    newTripId: text('new_trip_id'),
    newTripIdNote: text('new_trip_id_note'),
    notes: text().array().notNull().default(sql`'{}'::text[]`),
    confirmed: boolean().notNull().default(false),
    driverConfirmed: boolean('driver_confirmed').notNull().default(false),
    vip: boolean().notNull().default(false),
    wav: boolean().notNull().default(false),
    stretcher: boolean().notNull().default(false),
    wavBariatric: boolean('wav_bariatric').notNull().default(false),
    suvRestricted: boolean('suv_restricted').notNull().default(false),
    pooled: boolean().notNull().default(false),
    pickupAt: ts('pickup_at').notNull(),
    arrivedAt: ts('arrived_at'),
    actualPickupAt: ts('actual_pickup_at'),
    pickedUpAt: ts('picked_up_at'),
    vendorPickupAt: ts('vendor_pickup_at'),
    dropoffAt: ts('dropoff_at'),
    actualDropoffAt: ts('actual_dropoff_at'),
    pickupTimezone: text('pickup_timezone').notNull().default('America/New_York'),
    startAddress: text('start_address').notNull(),
    startLat: doublePrecision('start_lat').notNull(),
    startLon: doublePrecision('start_lon').notNull(),
    startPlace: jsonb('start_place'),
    destinationAddress: text('destination_address').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationLon: doublePrecision('destination_lon').notNull(),
    destinationPlace: jsonb('destination_place'),
    pickupZoneId: integer('pickup_zone_id').references(() => zones.id),
    destinationZoneId: integer('destination_zone_id').references(() => zones.id),
    distance: doublePrecision().notNull().default(0),
    distanceStatus: text('distance_status').notNull().default('not_changed'),
    duration: integer().notNull().default(0),
    /** Seconds from the driver's position to the pickup, as routed at `eta_computed_at`. */
    eta: integer(),
    etaComputedAt: ts('eta_computed_at'),
    numOfPassengers: integer('num_of_passengers').notNull().default(1),
    ridePriceCents: integer('ride_price_cents').notNull().default(0),
    driverNetCents: integer('driver_net_cents').notNull().default(0),
    /** What the surge board's Plus $1 / Minus $1 added to driver_net so far (never below 0). */
    surgeAmountCents: integer('surge_amount_cents').notNull().default(0),
    vendorAmountCents: integer('vendor_amount_cents'),
    vendorDistance: doublePrecision('vendor_distance'),
    pooledPriceCents: integer('pooled_price_cents'),
    paymentFeeCents: integer('payment_fee_cents').notNull().default(0),
    amountChargedCents: integer('amount_charged_cents'),
    paymentType: text('payment_type').notNull(),
    paymentMethodId: integer('payment_method_id'),
    fareCollectedCents: integer('fare_collected_cents'),
    billingStatus: text('billing_status').notNull().default('pending'),
    billingNote: text('billing_note'),
    waitingTimeSeconds: integer('waiting_time_seconds').notNull().default(0),
    availableForDrivers: boolean('available_for_drivers').notNull().default(false),
    assignedByMaxaRobot: boolean('assigned_by_maxa_robot').notNull().default(false),
    riderSignatureUrl: text('rider_signature_url'),
    driverId: integer('driver_id').references(() => drivers.id),
    carId: integer('car_id').references(() => cars.id),
    /** The fleet of the assigned driver: what fleet users are scoped by. */
    fleetId: integer('fleet_id').references(() => fleets.id),
    estimateId: integer('estimate_id'),
    returnAt: ts('return_at'),
    appointmentAt: ts('appointment_at'),
    mainRideId: bigint('main_ride_id', { mode: 'number' }),
    /** The standing order that created the ride, and the New York date it was created for (both legs). */
    standingOrderId: integer('standing_order_id').references(() => standingOrders.id),
    standingOrderDate: date('standing_order_date', { mode: 'string' }),
    note: text(),
    emoji: text(),
    /** Driver app states reported during the ride (arrived, waiting, ...), newest last. */
    locationStates: jsonb('location_states').notNull().default(sql`'[]'::jsonb`),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('rides_status_check', sql`${t.status} in (${inList(RIDE_STATUSES)})`),
    check('rides_payment_type_check', sql`${t.paymentType} in ('account', 'card', 'facility', 'passenger')`),
    check('rides_billing_status_check', sql`${t.billingStatus} in ('paid', 'pending', 'failed')`),
    check(
      'rides_distance_status_check',
      sql`${t.distanceStatus} in ('increased', 'decreased', 'not_changed')`,
    ),
    check('rides_seats_check', sql`${t.seats} between 1 and 4`),
    check('rides_surge_amount_check', sql`${t.surgeAmountCents} >= 0`),
    check('rides_money_check', sql`${t.ridePriceCents} >= 0 and ${t.driverNetCents} >= 0`),
    check('rides_start_coords_check', sql`abs(${t.startLat}) <= 90 and abs(${t.startLon}) <= 180`),
    check(
      'rides_destination_coords_check',
      sql`abs(${t.destinationLat}) <= 90 and abs(${t.destinationLon}) <= 180`,
    ),
    check(
      'rides_driver_needed_check',
      sql`${t.status} not in ('assigned', 'accepted', 'arriving', 'arrived', 'in_progress', 'finished') or ${t.driverId} is not null`,
    ),
    index('rides_pickup_at_idx').on(t.pickupAt),
    // GET /rides: pages in (pickup_at, id) order with the list filters checked from this index alone (an
    // index-only scan), without reading the wide ride rows.
    index('rides_list_idx').on(
      t.pickupAt,
      t.id,
      t.status,
      t.fleetId,
      t.companyId,
      t.rideTypeId,
      t.pickupZoneId,
      t.destinationZoneId,
    ),
    index('rides_status_pickup_idx').on(t.status, t.pickupAt),
    // GET /rides status-tab and fleet counts: one range per (status, fleet) pair over the date range,
    // counted from the index alone with the other list filters checked in it (modules/rides/counts.ts).
    // `id` keeps each pickup time's entries in table order, so the visibility checks of the count stay
    // on one page of the visibility map instead of hopping (a third fewer buffer reads, measured).
    index('rides_status_fleet_pickup_idx').on(
      t.status,
      t.fleetId,
      t.pickupAt,
      t.id,
      t.companyId,
      t.rideTypeId,
      t.pickupZoneId,
      t.destinationZoneId,
    ),
    // GET /rides with a company filter: the company's rides in the list's (pickup_at, id) order, the
    // status tab checked in the index, so a page of one company's active rides reads that company's
    // entries of the range only (rides_list_idx reads every company's; decision 160).
    index('rides_company_pickup_idx').on(t.companyId, t.pickupAt, t.id, t.status, t.fleetId),
    // The Sentry Trips tab's billing-status filter: its count reads the company's rides of that status from
    // the index alone (billing_status is 'pending' on most rides, so a heap walk read them all).
    index('rides_company_billing_idx').on(t.companyId, t.billingStatus, t.pickupAt),
    index('rides_driver_idx').on(t.driverId, t.pickupAt),
    // The surge page's "online drivers on a ride": one probe per online driver of their rides under way only
    // (rides_driver_idx walked every ride of the driver's history, ~1 s for 10 000 drivers online).
    index('rides_driver_busy_idx')
      .on(t.driverId)
      .where(sql`${t.status} in ('accepted', 'arriving', 'arrived', 'in_progress')`),
    // The drivers grid's trips (total, this week, last week) and its sort: counted from the index alone.
    index('rides_driver_finished_idx').on(t.driverId, t.pickupAt).where(sql`${t.status} = 'finished'`),
    index('rides_fleet_pickup_idx').on(t.fleetId, t.pickupAt),
    index('rides_reference_idx').on(t.referenceId.op('text_pattern_ops')),
    index('rides_rider_reference_idx').on(t.riderReferenceId),
    index('rides_pickup_zone_idx').on(t.pickupZoneId, t.pickupAt),
    index('rides_destination_zone_idx').on(t.destinationZoneId, t.pickupAt),
    index('rides_ride_type_idx').on(t.rideTypeId, t.pickupAt),
    // A standing order's day is created once, even by two servers at once: the second insert fails.
    uniqueIndex('rides_standing_order_day_idx')
      .on(t.standingOrderId, t.standingOrderDate)
      .where(sql`${t.standingOrderId} is not null and ${t.mainRideId} is null`),
    // The standing orders list counts each order's rides still ahead: without this the count walks every
    // active ride ahead per listed order (seconds on a busy week, bench/results/backoffice-api-notes.md).
    index('rides_standing_order_ahead_idx')
      .on(t.standingOrderId, t.pickupAt)
      .where(sql`${t.standingOrderId} is not null`),
    check(
      'rides_standing_order_check',
      sql`(${t.standingOrderId} is null) = (${t.standingOrderDate} is null)`,
    ),
    // Routing stats' standing orders: a booking for several dates holds one estimate on each day's ride.
    index('rides_estimate_idx').on(t.estimateId).where(sql`${t.estimateId} is not null`),
    // the search box: passenger name, phone and addresses by substring (pg_trgm)
    index('rides_passenger_name_trgm').using(
      'gin',
      sql`lower(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    index('rides_phone_trgm').using('gin', sql`${t.phoneNumber} gin_trgm_ops`),
    index('rides_start_address_trgm').using('gin', sql`lower(${t.startAddress}) gin_trgm_ops`),
    index('rides_destination_address_trgm').using('gin', sql`lower(${t.destinationAddress}) gin_trgm_ops`),
  ],
);

/** The log of everything that happened to a ride. */
export const rideEvents = pgTable(
  'ride_events',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    eventType: text('event_type').notNull(),
    adminId: integer('admin_id').references(() => admins.id),
    body: text(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('ride_events_ride_idx').on(t.rideId, t.createdAt)],
);

/** Admins who have a ride open right now (the detail's viewing list). */
export const rideViewers = pgTable(
  'ride_viewers',
  {
    rideId: bigint('ride_id', { mode: 'number' })
      .notNull()
      .references(() => rides.id, { onDelete: 'cascade' }),
    adminId: integer('admin_id')
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    openedAt: ts('opened_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.rideId, t.adminId] })],
);
