import type { SolverResult } from '@fleetdesk/solver';
import type { PlanContext, RouteDraft } from '../run/store';

/** Pure: what a plan achieves, as the comparison shows it side by side (docs/decisions.md 117). */

/** A pickup this much after the booked time counts as late (below it is rounding of the plan's minutes). */
const LATE_AFTER_MINUTES = 0.5;

const round2 = (n: number) => Math.round(n * 100) / 100;

export function planFigures(plan: PlanContext, result: SolverResult, drafts: readonly RouteDraft[]) {
  const served = drafts.flatMap((draft) => draft.rides.map((ride) => plan.rides.get(String(ride.id))));
  const lateBy = drafts.flatMap((draft) =>
    draft.stops.flatMap((stop) => {
      if (stop.type !== 'pickup' || !stop.requiredAt) return [];
      const minutes = (Date.parse(stop.at) - Date.parse(stop.requiredAt)) / 60_000;
      return minutes > LATE_AFTER_MINUTES ? [minutes] : [];
    }),
  );
  return {
    vehicles: drafts.length,
    served: result.served,
    distance: round2(drafts.reduce((sum, draft) => sum + draft.distance, 0)),
    duration: drafts.reduce((sum, draft) => sum + draft.duration, 0),
    latePickups: lateBy.length,
    lateMinutes: Math.round(lateBy.reduce((sum, minutes) => sum + minutes, 0)),
    costCents: served.reduce((sum, ride) => sum + (ride?.driverNetCents ?? 0), 0),
    revenueCents: served.reduce((sum, ride) => sum + (ride?.priceCents ?? 0), 0),
    unserved: result.unserved.map((u) => ({ ride_id: Number(u.requestId), reason: u.reason })),
  };
}
