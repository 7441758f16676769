import { TIME_ZONE } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { pickedUpWithin } from '../../db/on-time';
import { inCompanies } from '../../db/reach';
import type { FleetScope } from '../../platform/auth/context';

/**
 * Rides `r` the caller's figures cover: a fleet user's own fleet's rides only (never another fleet's
 * or the company-wide figures), and a facility user's companies (null: no limit of that kind).
 */
const reached = (scope: FleetScope) =>
  sql.join(
    [
      scope.fleetId === null ? sql`true` : sql`r.fleet_id = ${scope.fleetId}`,
      inCompanies(sql`r.company_id`, scope.companyIds) ?? sql`true`,
    ],
    sql` and `,
  );

/** The New York business day `date` (YYYY-MM-DD) as a UTC range, computed by PostgreSQL. */
const dayRange = (date: string) => sql`
  (${date}::date::timestamp at time zone ${TIME_ZONE}) as day_start,
  ((${date}::date + 1)::timestamp at time zone ${TIME_ZONE}) as day_end`;

/**
 * Per broker: rides of the day that have been picked up (`total`) and those picked up on time
 * (`on_time`, the reports' rule: db/on-time.ts). Brokers without rides that day count zero.
 */
export async function onTimeByBroker(db: DbOrTx, date: string, scope: FleetScope) {
  const result = await db.execute<{ name: string; total: string; on_time: string }>(sql`
    with day as (select ${dayRange(date)})
    select c.name,
      count(r.id) filter (where r.picked_up_at is not null) as total,
      count(r.id) filter (where ${pickedUpWithin()}) as on_time
    from companies c
    cross join day
    left join rides r on r.company_id = c.id and r.pickup_at >= day.day_start and r.pickup_at < day.day_end
      and ${reached(scope)}
    where c.broker_key is not null
    group by c.id, c.name
    order by c.id`);
  return result.rows.map((row) => ({
    name: row.name,
    total: Number(row.total),
    on_time: Number(row.on_time),
  }));
}

export async function countRidesByStatus(db: DbOrTx, date: string, scope: FleetScope) {
  const result = await db.execute<{ status: string; count: string }>(sql`
    with day as (select ${dayRange(date)})
    select r.status, count(*) as count from rides r cross join day
    where r.pickup_at >= day.day_start and r.pickup_at < day.day_end and ${reached(scope)}
    group by r.status`);
  return result.rows.map((row) => ({ status: row.status, count: Number(row.count) }));
}
