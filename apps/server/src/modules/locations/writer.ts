import { LOCATION_MESSAGES } from '@fleetdesk/contract/endpoints/locations';
import type { Db } from '../../db/client';
import { AppError } from '../../platform/errors';
import {
  type CurrentPosition,
  currentPositions,
  type DriverFix,
  findDriversByTokenHashes,
  insertHistory,
  saveCurrentPositions,
  touchDeviceTokens,
} from './queries';
import { distinctByTime, type Fix, newestFix, timeProblems } from './rules';

/** Fixes one write takes at most: 7 parameters each stays well under PostgreSQL's 65 535. */
const FIXES_PER_WRITE_MAX = 5_000;

/** The driver a batch's token names, with the fleet whose boards may see them. */
interface FeedDriver {
  driverId: number;
  fleetId: number | null;
}

export interface Written {
  driver: FeedDriver;
  /** The driver's current position after the write (a late batch does not move it back). */
  current: CurrentPosition;
}

interface Queued {
  tokenHash: string;
  fixes: readonly Fix[];
  /** When the batch arrived: its time window is checked against this. */
  receivedAt: Date;
  done(written: Written): void;
  fail(error: unknown): void;
}

export interface PositionWriter {
  /**
   * Checks one batch (its device token, then its fixes' times) and stores it; answers once committed.
   * Refuses with 401 for an unknown token and 422 for a fix out of the time window, storing nothing.
   */
  write(tokenHash: string, fixes: readonly Fix[], receivedAt: Date): Promise<Written>;
}

/**
 * Group commit of the location feed (decision 154). Batches that arrive while a write is under way
 * wait for the next one, which looks up all their tokens in one query and stores all of them in one
 * transaction of four statements (history rows, current positions, the tokens' last use, the positions
 * read back), where each batch took a query and a transaction of five. So the feed holds one pooled
 * connection at a time however many phones post at once, and dispatchers' requests never queue behind
 * it. An idle feed writes at once (the next turn of the event loop); a busy one writes back to back,
 * each write taking what came during the last. A failed write is tried again batch by batch, so one bad
 * batch (a driver deleted meanwhile) refuses only itself.
 */
export function createPositionWriter(db: Db, clock: () => Date): PositionWriter {
  const queue: Queued[] = [];
  let writing = false;

  async function store(group: readonly (Queued & { driver: FeedDriver })[]): Promise<void> {
    const history: DriverFix[] = group.flatMap(({ driver, fixes }) =>
      distinctByTime(fixes).map((fix) => ({ driverId: driver.driverId, fix })),
    );
    const newest = new Map<number, Fix>();
    for (const { driver, fixes } of group) {
      const fix = newestFix(fixes);
      const before = newest.get(driver.driverId);
      if (!before || fix.recordedAt > before.recordedAt) newest.set(driver.driverId, fix);
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
      const position = current.get(queued.driver.driverId);
      if (position) queued.done({ driver: queued.driver, current: position });
      else queued.fail(new Error(`driver ${queued.driver.driverId} has no current position after the write`));
    }
  }

  /** Refuses the batches with an unknown token or a fix out of the time window; answers the others. */
  async function checked(group: readonly Queued[]) {
    const drivers = await findDriversByTokenHashes(db, [...new Set(group.map((q) => q.tokenHash))]);
    return group.flatMap((queued) => {
      const driver = drivers.get(queued.tokenHash);
      if (!driver) {
        queued.fail(new AppError('unauthenticated', LOCATION_MESSAGES.badToken));
        return [];
      }
      const problems = timeProblems(queued.fixes, queued.receivedAt);
      const first = Object.values(problems)[0]?.[0];
      if (first) {
        queued.fail(new AppError('invalid', first, problems));
        return [];
      }
      return [{ ...queued, driver }];
    });
  }

  /** The oldest queued batches, up to the size of one write (always at least one). */
  function takeGroup(): Queued[] {
    let fixes = 0;
    let count = 0;
    while (count < queue.length) {
      const next = queue[count]?.fixes.length ?? 0;
      if (count > 0 && fixes + next > FIXES_PER_WRITE_MAX) break;
      fixes += next;
      count += 1;
    }
    return queue.splice(0, count);
  }

  async function writeGroup(group: readonly Queued[]): Promise<void> {
    const accepted = await checked(group);
    if (accepted.length === 0) return;
    try {
      await store(accepted);
    } catch (error) {
      if (accepted.length === 1) accepted[0]?.fail(error);
      else for (const one of accepted) await store([one]).catch(one.fail);
    }
  }

  function writeNext(): void {
    if (writing || queue.length === 0) return;
    writing = true;
    // The next turn: batches whose requests are being read in this one join the same write.
    setImmediate(() => {
      const group = takeGroup();
      writeGroup(group)
        .catch((error) => {
          for (const queued of group) queued.fail(error); // the lookup failed: nothing was stored
        })
        .finally(() => {
          writing = false;
          writeNext();
        });
    });
  }

  return {
    write(tokenHash, fixes, receivedAt) {
      return new Promise((done, fail) => {
        queue.push({ tokenHash, fixes, receivedAt, done, fail });
        writeNext();
      });
    },
  };
}
