import type { SeedDriver } from './drivers';
import type { LatLon } from './geo';
import type { Random } from './random';
import { IN_MOTION_STATUSES, type RidePlan } from './ride-plan';

/** A ride a driver is driving right now: where their live position and GPS trail come from. */
export interface BusyTrip {
  driverId: number;
  plan: RidePlan;
  start: LatLon;
  destination: LatLon;
}

/**
 * Hands out drivers to rides. A driver on the road (accepted → in progress) gets only one such ride and must
 * be online; past rides may go to anyone who has driven for the operator, future ones to active drivers.
 */
export class DriverPool {
  readonly busy = new Map<number, BusyTrip>();
  private readonly everWorked: SeedDriver[];
  private readonly active: SeedDriver[];
  private readonly freeOnline: SeedDriver[];

  constructor(
    drivers: readonly SeedDriver[],
    private readonly now: number,
  ) {
    this.everWorked = drivers.filter((driver) => driver.status !== 'waiting_for_approval');
    this.active = drivers.filter((driver) => driver.status === 'active');
    this.freeOnline = this.active.filter((driver) => driver.online);
  }

  /** A driver for the ride, or null when nobody suitable is left. */
  take(random: Random, plan: RidePlan, needsWav: boolean): SeedDriver | null {
    if (IN_MOTION_STATUSES.has(plan.status)) return this.takeFreeOnline(random, needsWav);
    const pool = plan.pickupAt < this.now ? this.everWorked : this.active;
    if (pool.length === 0) return null;
    return this.prefer(random, pool, needsWav);
  }

  markBusy(trip: BusyTrip): void {
    this.busy.set(trip.driverId, trip);
  }

  private takeFreeOnline(random: Random, needsWav: boolean): SeedDriver | null {
    if (this.freeOnline.length === 0) return null;
    const chosen = this.prefer(random, this.freeOnline, needsWav);
    const index = this.freeOnline.indexOf(chosen);
    // Swap-remove: order does not matter and this keeps taking O(1) apart from the lookup.
    this.freeOnline[index] = this.freeOnline[this.freeOnline.length - 1] as SeedDriver;
    this.freeOnline.pop();
    return chosen;
  }

  /** A random driver, trying a few times for a wheelchair-accessible car when the ride needs one. */
  private prefer(random: Random, pool: readonly SeedDriver[], needsWav: boolean): SeedDriver {
    let candidate = random.pick(pool);
    for (let attempt = 0; needsWav && !candidate.wav && attempt < 12; attempt++)
      candidate = random.pick(pool);
    return candidate;
  }
}
