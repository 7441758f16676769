import { addCalendarDays } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors';
import type { JobDefinition } from '../../../platform/jobs';
import type { ModuleDeps } from '../../../platform/module';
import { serviceDateOf } from '../rules';
import { queueRun } from './service';

type AutoDeps = Pick<ModuleDeps, 'db' | 'realtime' | 'jobs'>;

export const AUTO_ROUTING_QUEUE = 'routing-auto';
/** Every hour at :20 (UTC): tomorrow's rides booked since the last run are routed too. */
export const AUTO_ROUTING_CRON = '20 * * * *';

/** The states whose `routing.<state>.auto_routing_enabled` is on. */
async function autoRoutedStates(db: ModuleDeps['db']): Promise<string[]> {
  const { rows } = await db.execute<{ state: string }>(sql`
    select split_part(key, '.', 2) as state from settings
    where key like 'routing.%.auto_routing_enabled' and value = 'true'::jsonb order by 1`);
  return rows.map((row) => row.state);
}

/** Tomorrow (New York) of `now`: the next calendar day, as 24 hours later is another day around DST. */
export const tomorrowOf = (now: Date) => addCalendarDays(serviceDateOf(now), 1);

/**
 * Auto routing (spec 3 §4): for each state with the flag on, a run over tomorrow's new rides (those no
 * route holds yet), queued on the routing job as ROUTE queues one. Not run inside this hourly job: a
 * run whose process died here would stay in flight for ever (nothing retries or gives up a run without
 * its own job), refusing that day's every later run. A state whose run is still in flight is left to it.
 */
export async function runAutoRouting(deps: AutoDeps, now = new Date()) {
  const runs: number[] = [];
  for (const state of await autoRoutedStates(deps.db)) {
    const run = await queueRun(deps, { state, serviceDate: tomorrowOf(now) }).catch((error) => {
      if (error instanceof AppError && error.code === 'conflict') return null;
      throw error;
    });
    if (run) runs.push(run.id);
  }
  return runs;
}

export function autoRoutingDefinition(
  deps: Pick<ModuleDeps, 'db' | 'realtime'> & Partial<Pick<ModuleDeps, 'jobs'>>,
): JobDefinition<object> {
  return {
    name: AUTO_ROUTING_QUEUE,
    cron: AUTO_ROUTING_CRON,
    retryLimit: 0,
    handle: async () => {
      const { jobs } = deps;
      if (!jobs) throw new Error('routing: auto routing queues its runs on the job queue');
      await runAutoRouting({ ...deps, jobs });
    },
  };
}
