import { query } from '../../support/db';

/**
 * A fresh open marketplace ride of `companyId`, copied from one of its demo rides: pending, no driver,
 * released to drivers, picked up `minutes` from now in `zoneId`. Its own row, so parallel specs never share it.
 */
export async function insertOpenMarketplaceRide(
  companyId: number,
  zoneId: number,
  minutes: number,
): Promise<number> {
  const columns = await query<{ name: string }>(
    `select column_name as name from information_schema.columns
     where table_name = 'rides' and column_name not in ('id', 'created_at', 'updated_at') order by ordinal_position`,
  );
  const set: Record<string, string> = {
    status: `'pending'`,
    driver_id: 'null',
    car_id: 'null',
    fleet_id: 'null',
    main_ride_id: 'null',
    arrived_at: 'null',
    actual_pickup_at: 'null',
    picked_up_at: 'null',
    actual_dropoff_at: 'null',
    is_marketplace_ride: 'true',
    available_for_drivers: 'true',
    wav: 'false',
    surge_amount_cents: '0',
    pickup_zone_id: String(zoneId),
    pickup_at: `now() + interval '${minutes} minutes'`,
    reference_id: `'E2E' || floor(random() * 1e9)::text`,
  };
  const names = columns.map((c) => c.name);
  const values = names.map((name) => set[name] ?? name);
  const [row] = await query<{ id: string }>(
    `insert into rides (${names.join(', ')})
     select ${values.join(', ')} from rides where company_id = $1 order by id limit 1 returning id`,
    [companyId],
  );
  if (!row) throw new Error(`company ${companyId} has no ride to copy`);
  return Number(row.id);
}
