import type { Db } from '../src/db/client';
import { routingComparisonPlans, routingRuns } from '../src/db/schema';
import type { RouteDraft } from '../src/modules/routing/run/store';

/**
 * A finished comparison (a run of kind compare) with its two plans, written directly: for tests that
 * need one to read, use or discard without waiting for the routing job.
 */
export async function makeComparison(
  db: Db,
  options: { date?: string; state?: string; routesA?: RouteDraft[]; routesB?: RouteDraft[] } = {},
) {
  const [run] = await db
    .insert(routingRuns)
    .values({
      kind: 'compare',
      state: options.state ?? 'NY',
      serviceDate: options.date ?? '2030-01-16',
      status: 'finished',
      progress: 100,
      finishedAt: new Date(),
    })
    .returning({ id: routingRuns.id });
  const id = run?.id as number;
  await db.insert(routingComparisonPlans).values([
    { runId: id, side: 'a', label: 'All scenarios', routes: options.routesA ?? [] },
    { runId: id, side: 'b', label: 'Other', routes: options.routesB ?? [] },
  ]);
  return id;
}
