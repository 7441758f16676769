import type { Db } from '../../db/client';
import {
  type CurrentPosition,
  currentPositions,
  type DriverFix,
  insertHistory,
  saveCurrentPositions,
  touchDeviceTokens,
} from './queries';
import { distinctByTime, type Fix, newestFix } from './rules';

/** Fixes one write takes at most: 7 parameters each stays well under PostgreSQL's 65 535. */
const FIXES_PER_WRITE_MAX = 5_000;

interface Queued {
  driverId: number;
  fixes: readonly Fix[];
  done(current: CurrentPosition): void;
  fail(error: unknown): void;
}

export interface PositionWriter {
  /** Stores one accepted batch; answers the driver's current position once it is committed. */
  write(driverId: number, fixes: readonly Fix[]): Promise<CurrentPosition>;
}

/**
 * Group commit of the location feed (decision 154). Batches that arrive while a write is under way
 * wait for the next one, which stores all of them in one transaction of four statements (history rows,
 * current positions, the device tokens' last use, the positions read back) where each batch took a
 * transaction of five. An idle feed writes at once (the next turn of the event loop); a busy one writes
 * back to back, each write taking what came during the last. A write that fails is tried again batch
 * by batch, so one bad batch (a driver deleted meanwhile) refuses only itself.
 */
export function createPositionWriter(db: Db, clock: () => Date): PositionWriter {
  const queue: Queued[] = [];
  let writing = false;

  async function store(group: readonly Queued[]): Promise<void> {
    const history: DriverFix[] = group.flatMap(({ driverId, fixes }) =>
      distinctByTime(fixes).map((fix) => ({ driverId, fix })),
    );
    const newest = new Map<number, Fix>();
    for (const { driverId, fixes } of group) {
      const fix = newestFix(fixes);
      const before = newest.get(driverId);
      if (!before || fix.recordedAt > before.recordedAt) newest.set(driverId, fix);
    }
    const driverIds = [...newest.keys()];
    const current = await db.transaction(async (tx) => {
      await insertHistory(tx, history);
      await saveCurrentPositions(
        tx,
        [...newest].map(([driverId, fix]) => ({ driverId, fix })),
      );
      await touchDeviceTokens(tx, driverIds, clock());
      return currentPositions(tx, driverIds);
    });
    for (const queued of group) {
      const position = current.get(queued.driverId);
      if (position) queued.done(position);
      else queued.fail(new Error(`driver ${queued.driverId} has no current position after the write`));
    }
  }

  /** The oldest queued batches, up to the size of one write (always at least one). */
  function takeGroup(): Queued[] {
    let fixes = 0;
    let count = 0;
    while (
      count < queue.length &&
      (count === 0 || fixes + (queue[count]?.fixes.length ?? 0) <= FIXES_PER_WRITE_MAX)
    ) {
      fixes += queue[count]?.fixes.length ?? 0;
      count += 1;
    }
    return queue.splice(0, count);
  }

  function writeNext(): void {
    if (writing || queue.length === 0) return;
    writing = true;
    // The next turn: batches whose requests are being read in this one join the same write.
    setImmediate(async () => {
      const group = takeGroup();
      try {
        await store(group);
      } catch (error) {
        if (group.length === 1) group[0]?.fail(error);
        else for (const queued of group) await store([queued]).catch(queued.fail);
      } finally {
        writing = false;
        writeNext();
      }
    });
  }

  return {
    write(driverId, fixes) {
      return new Promise((done, fail) => {
        queue.push({ driverId, fixes, done, fail });
        writeNext();
      });
    },
  };
}
