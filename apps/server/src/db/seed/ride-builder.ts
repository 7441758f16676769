import type { RideStatus } from '@fleetdesk/contract';
import type { rideEvents, rides } from '../schema';
import type { SeedCompany } from './companies';
import type { DriverPool } from './driver-pool';
import type { SeedDriver } from './drivers';
import { DISPATCHER_ADMIN_IDS } from './people';
import type { Random } from './random';
import { rideEventRows } from './ride-events';
import {
  IN_MOTION_STATUSES,
  MINUTE_MS,
  planLiveRide,
  planScheduledRide,
  type RidePlan,
  withoutDriver,
} from './ride-plan';
import type { SeedRideType } from './ride-types';
import { ACTIVE_COMPANY_CHOICES, type SeedRider } from './riders';
import { choosePassenger, chooseTrip, isMedicalCompany, type Trip, type TripEnd } from './trips';

export type RideRow = typeof rides.$inferInsert;
export type RideEventRow = typeof rideEvents.$inferInsert;

export interface RideContext {
  now: number;
  /** New York's offset from UTC at `now`, to tell morning rides from afternoon ones. */
  newYorkOffsetMs: number;
  rideTypeChoices: ReadonlyMap<number, readonly { item: SeedRideType; weight: number }[]>;
  ridersByCompany: ReadonlyMap<number, readonly SeedRider[]>;
  pool: DriverPool;
}

/** Either a time on the schedule (the status follows from `now`) or a status the live board needs. */
export type RideSlot = { pickupAt: number } | { liveStatus: RideStatus };

const RIDER_NOTES = [
  'Please call when outside',
  'Uses a walker',
  'Ring bell for apartment 4B',
  'Hard of hearing, please text',
  'Has a folding wheelchair',
  'Wait at the side entrance',
  'Travels with a service dog',
] as const;
const PICKUP_NOTES = [
  'Building entrance is on the avenue side',
  'Meet at the main entrance',
  'Curb pick-up, no parking here',
  'Lobby door code 2580',
] as const;
const TRIP_NOTES = [
  'Dialysis chair time, do not be late',
  'Patient needs help to the lobby',
  'Return trip will be called in',
  'Bring patient to 2nd floor reception',
  'Patient uses oxygen',
] as const;
const REFERENCE_PREFIX: Readonly<Record<string, string>> = {
  sentry: 'ST',
  sentry2: 'SV',
  arro: 'AR',
  tlc: 'TLC',
  mta: '',
};

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

/** A broker's own id for the trip: unique because it permutes the ride id. */
function brokerReference(company: SeedCompany, rideId: number): string | null {
  if (!company.brokerKey) return null;
  return `${REFERENCE_PREFIX[company.brokerKey] ?? ''}${100_000_000 + ((rideId * 556_233_607 + company.id * 104_729) % 900_000_000)}`;
}

function placeJson(end: TripEnd) {
  return end.place
    ? { title: end.place.title, phone_number: end.place.phoneNumber, note: end.place.note }
    : null;
}

/** Builds one ride and its log, taking a driver from the pool when the ride has one. */
export function buildRide(
  random: Random,
  ctx: RideContext,
  id: number,
  slot: RideSlot,
): { ride: RideRow; events: RideEventRow[] } {
  const company = random.weightedItem(ACTIVE_COMPANY_CHOICES);
  const rideType = random.weightedItem(ctx.rideTypeChoices.get(company.id) ?? []);
  const passenger = choosePassenger(random, company, ctx.ridersByCompany.get(company.id));
  const when = 'pickupAt' in slot ? slot.pickupAt : ctx.now;
  const isMorning = new Date(when + ctx.newYorkOffsetMs).getUTCHours() < 12;
  const trip = chooseTrip(random, company, passenger, isMorning);
  const durationMs = trip.durationSeconds * 1000;
  let plan: RidePlan =
    'pickupAt' in slot
      ? planScheduledRide(random, slot.pickupAt, ctx.now, durationMs)
      : planLiveRide(random, slot.liveStatus, ctx.now, durationMs);

  let driver: SeedDriver | null = null;
  if (plan.withDriver) {
    driver = ctx.pool.take(random, plan, rideType.accessible);
    if (!driver) plan = withoutDriver(plan);
    else if (IN_MOTION_STATUSES.has(plan.status)) {
      ctx.pool.markBusy({ driverId: driver.id, plan, start: trip.start, destination: trip.destination });
    }
  }
  const ride = rideRow(random, ctx, { id, company, rideType, passenger, trip, plan, driver });
  const events = rideEventRows(random, {
    rideId: id,
    company,
    plan,
    driver,
    dispatchers: DISPATCHER_ADMIN_IDS,
  });
  const lastEvent = events[events.length - 1];
  ride.updatedAt = lastEvent?.createdAt ?? ride.createdAt;
  return { ride, events };
}

interface RideParts {
  id: number;
  company: SeedCompany;
  rideType: SeedRideType;
  passenger: ReturnType<typeof choosePassenger>;
  trip: Trip;
  plan: RidePlan;
  driver: SeedDriver | null;
}

function rideRow(random: Random, ctx: RideContext, parts: RideParts): RideRow {
  const { id, company, rideType, passenger, trip, plan, driver } = parts;
  const minutes = trip.durationSeconds / 60;
  const metered =
    rideType.baseFareCents + rideType.perMileCents * trip.distance + rideType.perMinuteCents * minutes;
  const price = Math.round(metered * random.float(0.95, 1.12));
  const paymentType = random.pick(rideType.paymentTypesSupported);
  const paymentFee = paymentType === 'card' ? Math.round(price * 0.029) + 30 : 0;
  const isFinished = plan.status === 'finished';
  const isBroker = company.brokerKey !== null;
  // Open broker rides of the next two days go to the marketplace more often, so the surge board has
  // rides to price (the draw is taken either way, so the rest of the demo stays as it was).
  const openSoon = plan.status === 'pending' && plan.pickupAt - ctx.now < 48 * 60 * MINUTE_MS;
  const isMarketplace =
    (company.brokerKey === 'sentry' || company.brokerKey === 'sentry2' || company.brokerKey === 'arro') &&
    random.chance(openSoon ? 0.6 : 0.15);
  const seats = Math.min(
    4,
    rideType.seats,
    random.weightedItem([
      { item: 1, weight: 80 },
      { item: 2, weight: 13 },
      { item: 3, weight: 5 },
      { item: 4, weight: 2 },
    ]),
  );
  const isSettled = isFinished && plan.pickupAt < ctx.now - 24 * 60 * MINUTE_MS;
  const billingStatus = isSettled ? random.weighted({ paid: 85, pending: 11, failed: 4 }) : 'pending';
  const pooled = !isBroker && !rideType.accessible && random.chance(0.04);
  const vip = random.chance(0.02);
  const soon = plan.pickupAt - ctx.now < 24 * 60 * MINUTE_MS;
  const appointmentAt = isMedicalCompany(company) || company.isFacility ? random.chance(0.4) : false;
  return {
    id,
    referenceId: brokerReference(company, id),
    status: plan.status,
    companyId: company.id,
    isMarketplaceRide: isMarketplace,
    rideTypeId: rideType.id,
    seats,
    firstName: passenger.firstName,
    lastName: passenger.lastName,
    phoneNumber: passenger.phoneNumber,
    email: passenger.email,
    userId: passenger.riderId,
    riderReferenceId: passenger.referenceId,
    riderNote: random.chance(0.15) ? random.pick(RIDER_NOTES) : null,
    pickupNote: random.chance(0.1) ? random.pick(PICKUP_NOTES) : null,
    tripNote: company.isFacility && random.chance(0.6) ? random.pick(TRIP_NOTES) : null,
    notes: vip ? ['VIP'] : [],
    confirmed: soon && random.chance(0.75),
    driverConfirmed: driver !== null && random.chance(0.85),
    vip,
    wav: rideType.accessible,
    stretcher: rideType.accessible && random.chance(0.1),
    wavBariatric: rideType.accessible && random.chance(0.05),
    suvRestricted: random.chance(0.03),
    pooled,
    pickupAt: new Date(plan.pickupAt),
    arrivedAt: date(plan.arrivedAt),
    actualPickupAt: date(plan.pickedUpAt),
    pickedUpAt: date(plan.pickedUpAt),
    vendorPickupAt: isBroker
      ? new Date(plan.pickupAt + (random.chance(0.01) ? 240 : random.int(-5, 25)) * MINUTE_MS)
      : null,
    dropoffAt: date(plan.dropoffAt),
    actualDropoffAt: date(plan.dropoffAt),
    startAddress: trip.start.address,
    startLat: trip.start.lat,
    startLon: trip.start.lon,
    startPlace: placeJson(trip.start),
    destinationAddress: trip.destination.address,
    destinationLat: trip.destination.lat,
    destinationLon: trip.destination.lon,
    destinationPlace: placeJson(trip.destination),
    pickupZoneId: trip.start.zoneId,
    destinationZoneId: trip.destination.zoneId,
    distance: trip.distance,
    distanceStatus: isFinished
      ? random.weighted({ not_changed: 80, increased: 12, decreased: 8 })
      : 'not_changed',
    duration: trip.durationSeconds,
    eta:
      plan.expectedArrivalAt === null
        ? null
        : Math.max(0, Math.round((plan.expectedArrivalAt - ctx.now) / 1000)),
    etaComputedAt: plan.expectedArrivalAt === null ? null : new Date(ctx.now),
    numOfPassengers: seats,
    ridePriceCents: price,
    driverNetCents: Math.round(price * random.float(0.7, 0.8)),
    vendorAmountCents: isBroker ? price : null,
    vendorDistance: isBroker ? Math.round(trip.distance * random.float(0.9, 1.1) * 100) / 100 : null,
    pooledPriceCents: pooled ? Math.round(price * 0.7) : null,
    paymentFeeCents: paymentFee,
    amountChargedCents: isFinished ? (random.chance(0.03) ? 0 : price + paymentFee) : null,
    paymentType,
    fareCollectedCents: isFinished && paymentType === 'passenger' ? price : null,
    billingStatus,
    billingNote:
      billingStatus === 'failed'
        ? random.pick(['Card declined', 'Broker rejected: missing signature'])
        : null,
    waitingTimeSeconds:
      plan.arrivedAt === null
        ? 0
        : Math.round(((plan.pickedUpAt ?? plan.canceledAt ?? ctx.now) - plan.arrivedAt) / 1000),
    availableForDrivers: plan.status === 'pending' && (isMarketplace || random.chance(0.2)),
    assignedByMaxaRobot: plan.status === 'routing_assigned' || (driver !== null && random.chance(0.1)),
    driverId: driver?.id ?? null,
    carId: driver?.carId ?? null,
    fleetId: driver?.fleetId ?? null,
    returnAt:
      appointmentAt && random.chance(0.5)
        ? new Date(plan.pickupAt + trip.durationSeconds * 1000 + random.int(3, 5) * 60 * MINUTE_MS)
        : null,
    appointmentAt: appointmentAt
      ? new Date(
          Math.ceil((plan.pickupAt + trip.durationSeconds * 1000 + 20 * MINUTE_MS) / (15 * MINUTE_MS)) *
            15 *
            MINUTE_MS,
        )
      : null,
    createdAt: new Date(plan.createdAt),
  };
}
