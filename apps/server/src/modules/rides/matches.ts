import { and, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { fleets, rides } from '../../db/schema';
import type { CountGroup } from './counts';

export interface MatchesPage {
  /** Every filter but the status tab and the fleet choice (what the counts cover). */
  base: SQL[];
  /** What the page adds to `base`: the status tab, the fleet choice, favourites already shown. */
  pageWhere: SQL | undefined;
  order: SQL[];
  limit: number;
  offset: number;
}

/**
 * A search's page of ids and its status and fleet counts from one pass over its matches. The
 * matches (a trigram or driver lookup, often with a date range) are found once and kept, then
 * paged and grouped: two statements would run the same search twice. The kept matches are named
 * `rides` so the filters and the order written for the table apply to them unchanged.
 */
export async function searchPageAndGroups(
  db: DbOrTx,
  { base, pageWhere, order, limit, offset }: MatchesPage,
): Promise<{ ids: number[]; groups: CountGroup[] }> {
  const { rows } = await db.transaction(async (tx) => {
    // As for the counts: no parallel workers for one request's few thousand matches.
    await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
    return tx.execute<{
      ids: string[];
      groups: { status: string; fleet_id: number | null; fleet_name: string | null; count: number }[] | null;
    }>(sql`
      with matches as materialized (
        select ${rides.id}, ${rides.pickupAt}, ${rides.status}, ${rides.fleetId}
        from ${rides} where ${and(...base) ?? sql`true`}
      )
      select
        array(
          select ${rides.id} from matches as ${rides} where ${pageWhere ?? sql`true`}
          order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}
        ) as ids,
        (
          select json_agg(g) from (
            select grouped.status, grouped.fleet_id, ${fleets.name} as fleet_name, grouped.count
            from (
              select status, fleet_id, count(*)::int as count from matches group by status, fleet_id
            ) grouped
            left join ${fleets} on ${fleets.id} = grouped.fleet_id
          ) g
        ) as groups`);
  });
  const [row] = rows;
  return {
    ids: (row?.ids ?? []).map(Number),
    groups: (row?.groups ?? []).map((g) => ({
      status: g.status,
      fleetId: g.fleet_id,
      fleetName: g.fleet_name,
      count: g.count,
    })),
  };
}
