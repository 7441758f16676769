import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { BenchQuery } from '../rides/scenarios';

export const pathOf = (query: Record<string, string>) => `/api/v1/drivers?${new URLSearchParams(query)}`;

/** Typical requests of the drivers grid, with values taken from the seeded data. */
export async function benchQueries(db: Db): Promise<BenchQuery[]> {
  const { rows: samples } = await db.execute<{
    last_name: string;
    phone_number: string;
    company_id: number;
    plate: string;
  }>(sql`select d.last_name, d.phone_number, d.company_id, c.plate_number as plate
    from drivers d join cars c on c.driver_id = d.id
    where d.company_id is not null and d.id >= (select max(id) / 2 from drivers) order by d.id limit 1`);
  const sample = samples[0];
  if (!sample) throw new Error('the bench database has no driver with a company and a car');
  return [
    { name: 'no filter (newest first)', query: {} },
    { name: 'search text (a last name)', query: { search: sample.last_name } },
    { name: 'status filter (active)', query: { statuses: 'active' } },
    { name: 'company filter', query: { company_ids: String(sample.company_id) } },
    { name: 'header filter: full name', query: { search_full_name: sample.last_name } },
    { name: 'header filter: phone', query: { search_phone_number: sample.phone_number.slice(-7) } },
    { name: 'header filter: car plate', query: { search_car_plate: sample.plate.slice(0, 5) } },
    { name: 'sort by name', query: { sort_by: 'drivers.first_name', sort_by_type: 'asc' } },
    { name: 'has_car=0', query: { has_car: '0' } },
    { name: 'has_car=1', query: { has_car: '1' } },
    { name: 'documents_expired_or_missing=1', query: { documents_expired_or_missing: '1' } },
    { name: 'documents_expired_or_missing=0', query: { documents_expired_or_missing: '0' } },
  ];
}
