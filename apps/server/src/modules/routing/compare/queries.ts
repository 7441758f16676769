import type { RoutingComparison, RoutingPlan } from '@fleetdesk/contract';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  rides,
  routingComparisonPlans,
  routingRouteRides,
  routingRoutes,
  routingRuns,
} from '../../../db/schema';
import { notFound } from '../../../platform/errors';
import { type RunRow, toRun } from '../run/records';

/** The SQL and the answer shape of comparisons: a run of kind compare and its two plan rows. */

export type PlanRow = typeof routingComparisonPlans.$inferSelect;

export const selectPlans = (db: DbOrTx, runId: number) =>
  db
    .select()
    .from(routingComparisonPlans)
    .where(eq(routingComparisonPlans.runId, runId))
    .orderBy(asc(routingComparisonPlans.side));

const toPlan = (row: PlanRow): RoutingPlan => ({
  side: row.side,
  label: row.label,
  scenario_id: row.scenarioId,
  item_id: row.itemId,
  vehicles: row.vehicles,
  served: row.served,
  unserved: row.unserved as RoutingPlan['unserved'],
  distance: row.distance,
  duration: row.duration,
  late_pickups: row.latePickups,
  late_minutes: row.lateMinutes,
  cost: row.costCents / 100,
  revenue: row.revenueCents / 100,
  outcome: row.outcome,
});

export const outcomeOf = (plans: readonly PlanRow[]): RoutingComparison['outcome'] =>
  plans.some((plan) => plan.outcome === 'used')
    ? 'used'
    : plans.length > 0 && plans.every((plan) => plan.outcome === 'discarded')
      ? 'discarded'
      : 'open';

export const toComparison = (run: RunRow, plans: readonly PlanRow[]): RoutingComparison => ({
  ...toRun(run),
  outcome: outcomeOf(plans),
  plans: plans.map(toPlan),
});

const isComparison = (id: number, state: string) =>
  and(eq(routingRuns.id, id), eq(routingRuns.kind, 'compare'), eq(routingRuns.state, state));

/** A comparison of the routing state (not found in another state, or for a run that routes). */
export async function readComparison(db: DbOrTx, id: number, state: string, lock = false) {
  const query = db.select().from(routingRuns).where(isComparison(id, state));
  const [run] = lock ? await query.for('update') : await query;
  if (!run) throw notFound('Comparison');
  return { run, plans: await selectPlans(db, id) };
}

/** What a used plan checks its rides and drivers against: the rides now, and what live routes hold. */
export async function readCurrent(
  db: DbOrTx,
  day: { date: string },
  rideIds: readonly number[],
  driverIds: readonly number[],
) {
  const now =
    rideIds.length === 0
      ? []
      : await db
          .select({ id: rides.id, status: rides.status, updatedAt: rides.updatedAt })
          .from(rides)
          .where(inArray(rides.id, [...rideIds]));
  const held =
    rideIds.length === 0
      ? []
      : await db
          .select({ rideId: routingRouteRides.rideId })
          .from(routingRouteRides)
          .innerJoin(routingRoutes, eq(routingRoutes.id, routingRouteRides.routeId))
          .where(and(inArray(routingRouteRides.rideId, [...rideIds]), ne(routingRoutes.status, 'deleted')));
  const busy =
    driverIds.length === 0
      ? []
      : await db
          .select({ driverId: routingRoutes.driverId })
          .from(routingRoutes)
          .where(
            and(
              inArray(routingRoutes.driverId, [...driverIds]),
              eq(routingRoutes.serviceDate, day.date),
              ne(routingRoutes.status, 'deleted'),
            ),
          );
  return {
    rides: new Map(
      now.map((ride) => [ride.id, { status: ride.status, updatedAt: ride.updatedAt.toISOString() }]),
    ),
    held: new Set(held.map((row) => row.rideId)),
    busyDrivers: new Set(busy.map((row) => row.driverId)),
  };
}
export type CurrentState = Awaited<ReturnType<typeof readCurrent>>;
