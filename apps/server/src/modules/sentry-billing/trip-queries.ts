import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The Trips tab's filters, days already turned into instants. */
export interface TripFilters {
  search?: string;
  billingStatus?: string;
  /** Picked up before this instant (the age filter). */
  pickedUpBefore?: Date;
  batchId?: number;
  from?: Date;
  /** The first instant after the range. */
  to?: Date;
}

export type TripRow = {
  id: string;
  reference_id: string | null;
  pickup_at: Date | string;
  dropoff_at: Date | string | null;
  start_address: string;
  destination_address: string;
  ride_type: string;
  rider_name: string;
  driver_company: string | null;
  driver_name: string | null;
  driver_id: number | null;
  car_id: number | null;
  distance: number;
  vendor_distance: number | null;
  vendor_amount_cents: number | null;
  driver_net_cents: number;
  amount_charged_cents: number | null;
  status: string;
  billing_status: string;
  rider_signature_url: string | null;
  batch_id: number | null;
};

/**
 * The conditions on the rides alone (no join), so the page's ids and the count are read from rides'
 * indexes: Sentry's companies as an array taken once, and a batch's rides by id from its own list (a
 * probe per ride walked every newer Sentry ride first).
 */
function tripConditions(filters: TripFilters): SQL {
  const conditions: SQL[] = [
    sql`r.company_id = any(array(select c.id from companies c where c.broker_key = 'sentry'))`,
  ];
  if (filters.from) conditions.push(sql`r.pickup_at >= ${filters.from.toISOString()}`);
  if (filters.to) conditions.push(sql`r.pickup_at < ${filters.to.toISOString()}`);
  if (filters.billingStatus) conditions.push(sql`r.billing_status = ${filters.billingStatus}`);
  if (filters.pickedUpBefore) conditions.push(sql`r.pickup_at < ${filters.pickedUpBefore.toISOString()}`);
  if (filters.batchId)
    conditions.push(
      sql`r.id = any(array(select sb.ride_id from sentry_batch_rides sb where sb.batch_id = ${filters.batchId}))`,
    );
  if (filters.search) {
    // "search by ride id": the ride's own id, or Sentry's trip id it carries.
    const id = /^\d{1,15}$/.test(filters.search) ? Number(filters.search) : null;
    conditions.push(
      id === null
        ? sql`r.reference_id = ${filters.search}`
        : sql`(r.id = ${id} or r.reference_id = ${filters.search})`,
    );
  }
  return sql.join(conditions, sql` and `);
}

/**
 * One page of Sentry rides, newest pickup first, with the count of all that match. The page's ids come
 * first (an ordered walk of a rides index that stops at the page) and only they are joined to their
 * names; the count is its own statement, so neither reads every match's joined row (a window count did,
 * ~0.5 s over a year of Sentry rides, bench/results/backoffice-api-notes.md).
 */
export async function selectTrips(db: DbOrTx, filters: TripFilters, page: { limit: number; offset: number }) {
  const where = tripConditions(filters);
  const [{ rows }, counted] = await Promise.all([
    db.execute<TripRow>(sql`
      with page as (
        select r.id from rides r where ${where}
        order by r.pickup_at desc, r.id desc
        limit ${page.limit} offset ${page.offset}
      )
      select r.id, r.reference_id, r.pickup_at, r.dropoff_at, r.start_address, r.destination_address,
        t.display_name as ride_type, r.first_name || ' ' || r.last_name as rider_name,
        dc.name as driver_company, d.first_name || ' ' || d.last_name as driver_name, r.driver_id, r.car_id,
        r.distance, r.vendor_distance, r.vendor_amount_cents, r.driver_net_cents, r.amount_charged_cents,
        r.status, r.billing_status, r.rider_signature_url, b.batch_id
      from page p
      join rides r on r.id = p.id
      join ride_types t on t.id = r.ride_type_id
      left join drivers d on d.id = r.driver_id
      left join companies dc on dc.id = d.company_id
      left join sentry_batch_rides b on b.ride_id = r.id
      order by r.pickup_at desc, r.id desc`),
    db.execute<{ total: number }>(sql`select count(*)::int as total from rides r where ${where}`),
  ]);
  return { rows, total: counted.rows[0]?.total ?? 0 };
}
