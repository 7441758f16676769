import { addCalendarDays } from '@fleetdesk/contract/endpoints/driverStats';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import {
  createDayPartition,
  deleteOldDefaultRows,
  dropDayPartition,
  listPartitionDays,
} from './partition-queries';

/** Today and this many following UTC days always have their partition, so the feed never waits on DDL. */
export const PARTITION_DAYS_AHEAD = 2;
export const HISTORY_PARTITIONS_JOB = 'location-history-partitions';

/** The days to create and to drop, given the existing ones: pure, so it is unit-tested. */
export function planPartitions(existing: readonly string[], today: string, retentionDays: number) {
  const wanted = Array.from({ length: PARTITION_DAYS_AHEAD + 1 }, (_, i) => addCalendarDays(today, i));
  const oldestKept = addCalendarDays(today, -retentionDays);
  return {
    create: wanted.filter((day) => !existing.includes(day)),
    drop: existing.filter((day) => day < oldestKept),
    oldestKept,
  };
}

/** Creates the coming days' partitions and drops those past LOCATION_HISTORY_RETENTION_DAYS. */
export async function maintainHistoryPartitions(db: Db, retentionDays: number, now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10);
  const plan = planPartitions(await listPartitionDays(db), today, retentionDays);
  for (const day of plan.create) await createDayPartition(db, day, addCalendarDays(day, 1));
  for (const day of plan.drop) await dropDayPartition(db, day);
  await deleteOldDefaultRows(db, new Date(`${plan.oldestKept}T00:00:00Z`));
  return plan;
}

/** Hourly, so a new day's partition exists long before midnight UTC; two servers running it at once is harmless (if not exists). */
export function historyPartitionsJob({
  db,
  config,
}: Pick<ModuleDeps, 'db' | 'config'>): JobDefinition<object> {
  return {
    name: HISTORY_PARTITIONS_JOB,
    cron: '5 * * * *',
    retryLimit: 0,
    handle: async () => {
      await maintainHistoryPartitions(db, config.locations.historyRetentionDays);
    },
  };
}
