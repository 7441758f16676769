import type { PlanSkip } from '@fleetdesk/contract';
import { APPLY_SKIPS } from '../run/apply';
import type { RouteDraft } from '../run/store';
import type { CurrentState } from './queries';

/**
 * Pure: a used plan's routes as they may still be saved. A ride that changed (status or updated_at),
 * is gone, or that a live route holds since the comparison is left out with the reason; so are all
 * rides of a driver who got a route of that day meanwhile. A route left without rides is not saved.
 */

export const PLAN_SKIPS = {
  ...APPLY_SKIPS,
  routed: 'Another route holds the ride since the comparison.',
  driverRouted: 'The driver has a route of this day since the comparison.',
} as const;

export function freshDrafts(drafts: readonly RouteDraft[], now: CurrentState) {
  const skipped: PlanSkip[] = [];
  const kept: RouteDraft[] = [];
  for (const draft of drafts) {
    const reasonOf = (ride: RouteDraft['rides'][number]) => {
      if (now.busyDrivers.has(draft.driverId)) return PLAN_SKIPS.driverRouted;
      const current = now.rides.get(ride.id);
      if (!current) return PLAN_SKIPS.gone;
      if (now.held.has(ride.id)) return PLAN_SKIPS.routed;
      if (current.status !== ride.status || current.updatedAt !== ride.updatedAt) return PLAN_SKIPS.changed;
      return null;
    };
    const rides = draft.rides.filter((ride) => {
      const reason = reasonOf(ride);
      if (reason) skipped.push({ ride_id: ride.id, reason });
      return reason === null;
    });
    if (rides.length === 0) continue;
    const ids = new Set(rides.map((ride) => ride.id));
    const stops = draft.stops.filter((stop) => stop.rideId === null || ids.has(stop.rideId));
    kept.push({ ...draft, rides, stops });
  }
  return { drafts: kept, skipped };
}
