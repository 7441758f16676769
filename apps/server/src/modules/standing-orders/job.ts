import { PERMISSION_KEYS, type RideCreateBody, rideCreateBody, standingOrders } from '@fleetdesk/contract';
import { loadAdminAccess } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { createEstimatesService } from '../estimates/service';
import { createRideCreateService } from '../ride-create/service';
import { createdDates, findRider, listLiveOrders, type StandingOrderRecord, setLastProblem } from './queries';
import { datesToCreate, newYorkDate } from './rules';
import { scheduleOf } from './views';

/** A cron job at minute 7 of every hour, without retries: the next hour's run is the retry. */
const everyHour = (name: string, handle: () => Promise<unknown>): JobDefinition<object> => ({
  name,
  cron: '7 * * * *',
  retryLimit: 0,
  handle: async () => {
    await handle();
  },
});

const { STANDING_ORDER_ACTION } = standingOrders;

/** One order's days, sent when it is saved. */
export const STANDING_ORDERS_QUEUE = 'standing-orders';
/** Every live order's days, hourly: the window moves on each day, and a failed day is tried again. */
export const STANDING_ORDERS_SWEEP = 'standing-orders-sweep';
type JobDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks' | 'router' | 'log' | 'config'>;

/** What one run did: rides created, days already there (another run's), and days that failed. */
export interface RunOutcome {
  created: number[];
  existing: number;
  problems: string[];
}

/** An error as one line for the list: a refused field names itself ('return_at: Return time must …'). */
function problemOf(error: unknown): string {
  if (error instanceof AppError && error.errors)
    return Object.entries(error.errors)
      .map(([field, messages]) => `${field}: ${messages.join(', ')}`)
      .join('; ');
  return error instanceof Error ? error.message : String(error);
}

/**
 * Creates the standing orders' rides of the coming days. Each day goes through the ride-create
 * service exactly as POST /rides would book it (fresh estimate, same checks, same rows, audit and
 * realtime), as the admin who last saved the order, with their reach at that time. Safe on two
 * servers at once and on a rerun: a day already made answers `exists` (the rides' unique index).
 */
export function createStandingOrdersRunner(deps: JobDeps) {
  const estimates = createEstimatesService(deps);
  const rideCreate = createRideCreateService(deps);

  /** The POST /rides body of one day: a fresh estimate of the order's trip for its ride type. */
  async function bookingFor(
    caller: Parameters<typeof estimates.priceEstimates>[0],
    order: StandingOrderRecord,
    dates: string[],
  ) {
    const rider = await findRider(deps.db, order.riderId);
    if (!rider) throw new AppError('not_found', 'Rider not found.');
    const start = { address: order.startAddress, lat: order.startLat, lon: order.startLon };
    const destination = {
      address: order.destinationAddress,
      lat: order.destinationLat,
      lon: order.destinationLon,
    };
    const priced = await estimates.priceEstimates(caller, {
      company_id: order.companyId,
      start,
      destination,
      seats: order.seats,
      rider_id: order.riderId,
      with_return: order.returnTime !== null,
    });
    const outbound = priced.estimates.find((e) => e.ride_type_id === order.rideTypeId);
    const inbound = priced.return_estimates.find((e) => e.ride_type_id === order.rideTypeId);
    if (!outbound) throw new AppError('invalid', 'The ride type no longer takes rides of this company');
    // The contract's own schema: the body is exactly what the ride wizard would send.
    return rideCreateBody.parse({
      company_id: order.companyId,
      ride_estimate_id: outbound.id,
      return_ride_estimate_id: inbound?.id,
      pickup_at_dates: dates,
      pickup_at_time: order.pickupTime,
      return_at: order.returnTime ?? undefined,
      payment_type: order.paymentType,
      rider_id: rider.id,
      rider_first_name: rider.firstName,
      rider_last_name: rider.lastName,
      rider_phone_number: rider.phoneNumber ?? undefined,
      rider_email: rider.email ?? undefined,
      pickup_note: order.pickupNote ?? undefined,
      trip_note: order.tripNote ?? undefined,
    }) as RideCreateBody;
  }

  async function runOrder(order: StandingOrderRecord, now: Date, outcome: RunOutcome) {
    const dates = datesToCreate(
      scheduleOf(order),
      now,
      deps.config.standingOrders.daysAhead,
      await createdDates(deps.db, order.id, newYorkDate(now)),
    );
    if (dates.length === 0) return;
    const bookerId = order.updatedBy ?? order.createdBy;
    const access = bookerId === null ? null : await loadAdminAccess(deps.db, bookerId, PERMISSION_KEYS);
    if (!access) {
      outcome.problems.push(`#${order.id}: the admin who saved it can no longer book`);
      await setLastProblem(deps.db, order.id, 'The admin who last saved it can no longer book rides');
      return;
    }
    const caller = { ...access, sessionId: 0 };
    let problem: string | null = null;
    try {
      const base = await bookingFor(caller, order, dates);
      for (const date of dates) {
        const body = { ...base, pickup_at_dates: [date] };
        const answer = await rideCreate.createStandingOrderDay(caller, body, { id: order.id, date }, now);
        if (answer === 'exists') outcome.existing += 1;
        else if ('problem' in answer) problem = `${date}: ${answer.problem}`;
        else outcome.created.push(...answer.rideIds);
      }
    } catch (error) {
      problem = problemOf(error);
    }
    if (problem) outcome.problems.push(`#${order.id}: ${problem}`);
    await setLastProblem(deps.db, order.id, problem);
    // The list's rides ahead and last problem changed: its readers read it again.
    const payload = { standing_order_id: order.id };
    deps.realtime.emit(STANDING_ORDER_ACTION, payload, null);
    deps.realtime.emitToCompany(STANDING_ORDER_ACTION, payload, order.companyId);
  }

  /** One pass over the live orders (or one of them); an order's failure does not stop the others. */
  async function run(options: { now?: Date; standingOrderId?: number } = {}): Promise<RunOutcome> {
    const now = options.now ?? new Date();
    const outcome: RunOutcome = { created: [], existing: 0, problems: [] };
    for (const order of await listLiveOrders(deps.db, newYorkDate(now), options.standingOrderId))
      await runOrder(order, now, outcome);
    if (outcome.problems.length > 0) deps.log.warn(`standing-orders: ${outcome.problems.join('; ')}`);
    return outcome;
  }

  return { run };
}

/**
 * Two queues, so a process can make saved orders' days without sweeping all of them (the browser
 * tests run the first only, keeping the demo's rides still under them).
 */
export function standingOrdersJobs(deps: JobDeps): JobDefinition<object>[] {
  const runner = createStandingOrdersRunner(deps);
  const forOrder: JobDefinition<{ standingOrderId: number }> = {
    name: STANDING_ORDERS_QUEUE,
    handle: async (data) => {
      await runner.run({ standingOrderId: data.standingOrderId });
    },
  };
  return [forOrder, everyHour(STANDING_ORDERS_SWEEP, () => runner.run())];
}

/**
 * A process that works the hourly sweep also sweeps once as it starts, so a first `npm start` shows the
 * demo's standing orders with their rides at once rather than at the next :07.
 */
export function sweepAtStart(deps: JobDeps): (() => Promise<void>) | undefined {
  const { jobs } = deps.config;
  if (jobs !== true && !(Array.isArray(jobs) && jobs.includes(STANDING_ORDERS_SWEEP))) return undefined;
  const first = createStandingOrdersRunner(deps)
    .run()
    .catch((e: Error) => deps.log.warn(`standing-orders: sweep at start: ${e.message}`));
  return async () => {
    await first;
  };
}
