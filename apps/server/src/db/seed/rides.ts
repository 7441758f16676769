import { RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import type { DbOrTx } from '../client';
import { rideEvents, rides } from '../schema';
import { insertBatched, ROWS_PER_STATEMENT } from './batch';
import { DriverPool } from './driver-pool';
import type { SeedDriver } from './drivers';
import { createRandom } from './random';
import { buildRide, type RideContext, type RideEventRow, type RideRow, type RideSlot } from './ride-builder';
import type { SeedRideType } from './ride-types';
import type { SeedRider } from './riders';
import { newYorkOffsetMs, PickupScheduler } from './schedule';

/** After one ride in every status, the live board repeats what a dispatcher watches most. */
const LIVE_BOARD_EXTRA: readonly RideStatus[] = [
  'pending',
  'assigned',
  'accepted',
  'arriving',
  'in_progress',
  'finished',
];
const MAX_LIVE_RIDES = 200;

/** Ride i of the live board gets this status: every status once, then the busy ones in turn. */
export function liveBoardStatus(index: number): RideStatus {
  if (index < RIDE_STATUSES.length) return RIDE_STATUSES[index] as RideStatus;
  return LIVE_BOARD_EXTRA[(index - RIDE_STATUSES.length) % LIVE_BOARD_EXTRA.length] as RideStatus;
}

export function liveBoardSize(rideCount: number): number {
  return Math.min(
    rideCount,
    Math.max(RIDE_STATUSES.length, Math.min(MAX_LIVE_RIDES, Math.round(rideCount * 0.01))),
  );
}

export interface RideSeedInput {
  count: number;
  now: Date;
  drivers: readonly SeedDriver[];
  rideTypes: readonly SeedRideType[];
  ridersByCompany: ReadonlyMap<number, readonly SeedRider[]>;
}

export interface RideSeedResult {
  rides: number;
  events: number;
  pool: DriverPool;
}

/** Each company's ride types, weighted: an accessible type is booked a third as often as another. */
export function rideTypeChoicesOf(rideTypes: readonly SeedRideType[]): RideContext['rideTypeChoices'] {
  const choices = new Map<number, { item: SeedRideType; weight: number }[]>();
  for (const type of rideTypes) {
    const list = choices.get(type.companyId) ?? [];
    list.push({ item: type, weight: type.accessible ? 1 : 3 });
    choices.set(type.companyId, list);
  }
  return choices;
}

/**
 * Generates and inserts rides one chunk at a time, so a million rides never sit in memory together. The
 * scheduled rides come first; the live board (rides placed around `now`) takes the last ids.
 */
export async function insertRides(db: DbOrTx, input: RideSeedInput): Promise<RideSeedResult> {
  const random = createRandom('rides');
  const now = input.now.getTime();
  const ctx: RideContext = {
    now,
    newYorkOffsetMs: newYorkOffsetMs(now),
    rideTypeChoices: rideTypeChoicesOf(input.rideTypes),
    ridersByCompany: input.ridersByCompany,
    pool: new DriverPool(input.drivers, now),
  };
  const scheduler = new PickupScheduler(now);
  const liveCount = liveBoardSize(input.count);
  const scheduledCount = input.count - liveCount;
  const chunkSize = ROWS_PER_STATEMENT;

  let events = 0;
  let pendingInsert: Promise<void> = Promise.resolve();
  for (let start = 0; start < input.count; start += chunkSize) {
    const rideRows: RideRow[] = [];
    const eventRows: RideEventRow[] = [];
    for (let index = start; index < Math.min(input.count, start + chunkSize); index++) {
      const slot: RideSlot =
        index < scheduledCount
          ? { pickupAt: scheduler.next(random) }
          : { liveStatus: liveBoardStatus(index - scheduledCount) };
      const built = buildRide(random, ctx, index + 1, slot);
      rideRows.push(built.ride);
      for (const event of built.events) eventRows.push(event);
    }
    events += eventRows.length;
    // The next chunk is generated while this one is written.
    await pendingInsert;
    pendingInsert = insertChunk(db, rideRows, eventRows);
  }
  await pendingInsert;
  return { rides: input.count, events, pool: ctx.pool };
}

async function insertChunk(db: DbOrTx, rideRows: RideRow[], eventRows: RideEventRow[]): Promise<void> {
  await insertBatched(db, rides, rideRows);
  await insertBatched(db, rideEvents, eventRows, eventRows.length);
}
