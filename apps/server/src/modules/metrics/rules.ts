import { RIDE_STATUSES } from '@fleetdesk/contract';

/** On-time percentage with one decimal; 0 when nothing was picked up yet. */
export const onTimePercent = (onTime: number, total: number): number =>
  total === 0 ? 0 : Math.round((onTime / total) * 1000) / 10;

/** Every status with its count (zero when absent), plus `all`. */
export function statusCounts(rows: readonly { status: string; count: number }[]): Record<string, number> {
  const counts: Record<string, number> = Object.fromEntries(RIDE_STATUSES.map((s) => [s, 0]));
  let all = 0;
  for (const row of rows) {
    counts[row.status] = row.count;
    all += row.count;
  }
  return { ...counts, all };
}
