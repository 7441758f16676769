import {
  DRIVER_POSITIONS_ACTION,
  DRIVER_POSITIONS_THROTTLE_MS,
  type DriverPosition,
  type DriverPositionsPayload,
} from '@fleetdesk/contract';
import type { Logger } from '../../platform/module';
import type { Realtime } from '../../platform/realtime';

export interface PositionFanout {
  /** Queues a driver's new current position; it reaches the boards with the next flush. */
  push(position: DriverPosition, fleetId: number | null): void;
  /** Sends what is queued now (tests and shutdown); the timer calls it every throttle period. */
  flush(): Promise<void>;
  stop(): void;
}

/**
 * Coalesces positions and emits at most one `driver.positions` per room per period, carrying only the
 * latest fix of each driver the room may see: staff every driver, a fleet its own drivers, a facility
 * company the drivers on its rides underway. 20 000 drivers posting every few seconds thus cost each
 * open board one message a second, not thousands. Each instance throttles the posts it received.
 */
export function createPositionFanout(
  deps: {
    realtime: Pick<Realtime, 'emit' | 'emitToFleet' | 'emitToCompany'>;
    log: Logger;
    /** The companies whose rides underway the given drivers are on (queries.ts `companiesOfRidesUnderway`). */
    companiesOf: (driverIds: number[]) => Promise<{ driverId: number | null; companyId: number }[]>;
  },
  periodMs: number = DRIVER_POSITIONS_THROTTLE_MS,
): PositionFanout {
  let pending = new Map<number, { position: DriverPosition; fleetId: number | null }>();
  let timer: NodeJS.Timeout | null = null;

  async function flush(): Promise<void> {
    timer = null;
    if (pending.size === 0) return;
    const batch = pending;
    pending = new Map();
    const all = [...batch.values()];
    const payload = (positions: DriverPosition[]): DriverPositionsPayload => ({ positions });
    deps.realtime.emit(DRIVER_POSITIONS_ACTION, payload(all.map((p) => p.position)), null);
    for (const [fleetId, positions] of groupBy(all, (p) => p.fleetId)) {
      if (fleetId !== null)
        deps.realtime.emitToFleet(
          DRIVER_POSITIONS_ACTION,
          payload(positions.map((p) => p.position)),
          fleetId,
        );
    }
    const underway = await deps.companiesOf([...batch.keys()]);
    for (const [companyId, rows] of groupBy(underway, (r) => r.companyId)) {
      const positions = rows.flatMap(({ driverId }) => {
        const queued = driverId === null ? undefined : batch.get(driverId);
        return queued ? [queued.position] : [];
      });
      if (positions.length > 0)
        deps.realtime.emitToCompany(DRIVER_POSITIONS_ACTION, payload(positions), companyId);
    }
  }

  return {
    push(position, fleetId) {
      pending.set(position.driver_id, { position, fleetId });
      if (timer) return;
      timer = setTimeout(() => {
        flush().catch((e: Error) => deps.log.warn(`locations: fan-out failed: ${e.message}`));
      }, periodMs);
      // A pending flush never keeps a stopping process alive.
      timer.unref();
    },
    flush,
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      pending.clear();
    },
  };
}

function groupBy<T, K>(items: readonly T[], keyOf: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const item of items) groups.set(keyOf(item), [...(groups.get(keyOf(item)) ?? []), item]);
  return groups;
}
