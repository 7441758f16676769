import {
  MESSAGES,
  NON_BOOKABLE_COMPANY_IDS,
  RIDE_CREATE_MIN_INTERVAL_MS,
  type Ride,
  type RideCreateBody,
} from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { assertCompanyInReach, reachesCompany } from '../../platform/auth/reach';
import { AppError, invalidField } from '../../platform/errors';
import { sqlState } from '../../platform/http/errors';
import type { ModuleDeps } from '../../platform/module';
import { consumeRateLimit } from '../../platform/rate-limit';
import { type PricedBooking, priceBooking } from '../estimates/booking';
import { legPrices } from '../estimates/pricing';
import { findCompany } from '../estimates/queries';
import { insertRideEvent, listZoneShapes } from '../ride-actions/queries';
import { zoneContaining } from '../ride-actions/rules';
import { findCard, findRider, type RiderRow } from '../riders/queries';
import { addRider } from '../riders/service';
import { createPublisher } from '../rides/publish';
import { loadRideRows, rideViewerOf } from '../rides/views';
import { type LegInput, rideRowFor } from './legs';
import { insertRide } from './queries';
import { type BookingClock, bookingIssues, dateProblem, newYorkClock, newYorkInstant } from './rules';

export interface CreatedRideAnswer {
  status_code: number;
  date: string;
  message: string;
  ride: Ride | null;
}

async function assertBookableCompany(db: ModuleDeps['db'], id: number) {
  const company = await findCompany(db, id);
  const bookable =
    company?.status === 'active' &&
    company.type === 'contract' &&
    !(NON_BOOKABLE_COMPANY_IDS as readonly number[]).includes(id);
  if (!company || !bookable) throw invalidField('company_id', 'This company does not take new rides');
  return company;
}

/** One refusal per create attempt within the interval, per admin, shared by every instance. */
async function throttle(db: ModuleDeps['db'], adminId: number) {
  try {
    await consumeRateLimit(db, `ride-create:${adminId}`, 1, RIDE_CREATE_MIN_INTERVAL_MS / 1000);
  } catch (error) {
    if (error instanceof AppError && error.code === 'too_many_requests')
      throw new AppError('too_many_requests', MESSAGES.rideCreateThrottled);
    throw error;
  }
}

export function createRideCreateService({
  db,
  realtime,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const publish = createPublisher(db, realtime, fileLinks);

  /** Everything that holds for the whole request; a failure here creates nothing. */
  async function checkRequest(caller: Caller, body: RideCreateBody, clock: BookingClock) {
    assertCompanyInReach(caller, body.company_id);
    const company = await assertBookableCompany(db, body.company_id);
    const issues = bookingIssues(body, company.isFacility, clock);
    const first = Object.values(issues)[0]?.[0];
    if (first) throw new AppError('invalid', first, issues);
    const booking = await priceBooking(db, caller, body);
    const supported = booking.outbound.paymentTypesSupported;
    if (!supported.includes(body.payment_type))
      throw invalidField('payment_type', `This ride type does not take ${body.payment_type} payments`);
    const found = body.rider_id === undefined ? null : await findRider(db, body.rider_id);
    // A facility user links riders of their own companies only; another is as good as missing.
    const rider = found && reachesCompany(caller, found.companyId) ? found : null;
    if (body.rider_id !== undefined && !rider) throw invalidField('rider_id', 'Rider not found.');
    if (body.payment_type === 'card') {
      const card = body.payment_card_id === undefined ? null : await findCard(db, body.payment_card_id);
      if (!card || card.riderId !== body.rider_id)
        throw invalidField('payment_card_id', MESSAGES.cardRequired);
    }
    return { booking, rider };
  }

  /** The linked rider (checked with the request), or a new one from the passenger fields. */
  async function resolveRider(caller: Caller, body: RideCreateBody, linked: RiderRow | null, ip: string) {
    if (linked) return linked;
    return addRider(
      db,
      caller,
      {
        first_name: body.rider_first_name,
        last_name: body.rider_last_name,
        phone_number: body.rider_phone_number,
        email: body.rider_email,
        company_id: body.company_id,
      },
      ip,
    );
  }

  /** One date: the ride and its way back, committed together. */
  async function createForDate(
    caller: Caller,
    ip: string,
    date: string,
    base: Omit<LegInput, 'pickupAt' | 'returnAt' | 'appointmentAt' | 'mainRideId' | 'route' | 'price'>,
    booking: PricedBooking,
  ): Promise<number[]> {
    const { body } = base;
    const prices = legPrices(booking.price, booking.hasReturn);
    const returnAt = body.return_at ? newYorkInstant(date, body.return_at) : null;
    return db.transaction(async (tx) => {
      const created: number[] = [];
      const save = async (leg: LegInput, note: string) => {
        const row = rideRowFor(leg);
        const id = await insertRide(tx, row);
        await insertRideEvent(tx, { rideId: id, eventType: 'pending', adminId: caller.adminId, body: note });
        await writeAudit(tx, {
          adminId: caller.adminId,
          action: 'ride.created',
          entityType: 'ride',
          entityId: id,
          after: { ...row, id },
          ip,
        });
        created.push(id);
        return id;
      };
      const mainId = await save(
        {
          ...base,
          route: { estimate: booking.outbound, reversed: false },
          price: prices.outbound,
          pickupAt: newYorkInstant(date, body.pickup_at_time),
          returnAt,
          appointmentAt: body.appointment_at ? newYorkInstant(date, body.appointment_at) : null,
          mainRideId: null,
        },
        'Ride created',
      );
      if (returnAt && prices.inbound) {
        await save(
          {
            ...base,
            route: booking.inbound
              ? { estimate: booking.inbound, reversed: false }
              : { estimate: booking.outbound, reversed: true },
            price: prices.inbound,
            pickupAt: returnAt,
            returnAt: null,
            appointmentAt: null,
            mainRideId: mainId,
          },
          `Return ride of ${mainId} created`,
        );
      }
      return created;
    });
  }

  /**
   * POST /rides: the ride on each chosen date, with its way back when a return time is given. The
   * request as a whole is checked first (company, wizard rules, estimate, payment); then each date
   * succeeds or fails on its own and answers its own status_code.
   */
  async function createRides(caller: Caller, body: RideCreateBody, ip: string) {
    const clock = newYorkClock();
    const { booking, rider: linked } = await checkRequest(caller, body, clock);
    await throttle(db, caller.adminId);
    const rider = await resolveRider(caller, body, linked, ip);
    const zones = await listZoneShapes(db);
    const zoneOf = (lat: number, lon: number) => zoneContaining(lat, lon, zones);
    const outcomes: { date: string; rideId: number | null; problem: string | null }[] = [];
    for (const date of new Set(body.pickup_at_dates)) {
      const problem = dateProblem(date, body.pickup_at_time, clock);
      if (problem) {
        outcomes.push({ date, rideId: null, problem });
        continue;
      }
      const ids = await createForDate(caller, ip, date, { body, rider, zoneOf }, booking);
      for (const rideId of ids) outcomes.push({ date, rideId, problem: null });
    }
    const createdIds = outcomes.flatMap((o) => (o.rideId === null ? [] : [o.rideId]));
    await publish(
      createdIds.map((rideId) => ({ rideId, event: 'created', fleetBefore: null, fleetAfter: null })),
    );
    const rows = new Map(
      (await loadRideRows(db, createdIds, rideViewerOf(caller, fileLinks))).map((r) => [r.id, r]),
    );
    const answers: CreatedRideAnswer[] = outcomes.map(({ date, rideId, problem }) =>
      rideId === null
        ? { status_code: 422, date, message: problem ?? MESSAGES.invalidDate, ride: null }
        : { status_code: 200, date, message: `Ride ${rideId} created`, ride: rows.get(rideId) ?? null },
    );
    return { rides: answers };
  }

  /**
   * One day of a standing order, for the standing-orders job: POST /rides's checks and rows for that
   * date, without the click throttle (the job is no double-clicking admin). A day already made (by an
   * earlier run, or another server's run at the same moment) fails on the rides' unique index and
   * rolls back whole: answered as `exists`, nothing half-made.
   */
  async function createStandingOrderDay(
    caller: Caller,
    body: RideCreateBody,
    standingOrder: { id: number; date: string },
    now: Date,
  ): Promise<{ rideIds: number[] } | { problem: string } | 'exists'> {
    const clock = newYorkClock(now);
    const { booking, rider: linked } = await checkRequest(caller, body, clock);
    const problem = dateProblem(standingOrder.date, body.pickup_at_time, clock);
    if (problem) return { problem };
    const rider = await resolveRider(caller, body, linked, 'standing-orders job');
    const zones = await listZoneShapes(db);
    const zoneOf = (lat: number, lon: number) => zoneContaining(lat, lon, zones);
    let rideIds: number[];
    try {
      rideIds = await createForDate(
        caller,
        'standing-orders job',
        standingOrder.date,
        { body, rider, zoneOf, standingOrder },
        booking,
      );
    } catch (error) {
      if (sqlState(error) === '23505') return 'exists';
      throw error;
    }
    await publish(
      rideIds.map((rideId) => ({ rideId, event: 'created', fleetBefore: null, fleetAfter: null })),
    );
    return { rideIds };
  }

  return { createRides, createStandingOrderDay };
}
