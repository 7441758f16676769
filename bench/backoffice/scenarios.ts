import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { businessDay } from '../../apps/server/src/platform/business-day';

/** Goals of the two kinds of screen: a list page, or a page of figures summed over a period. */
export const GOALS = { list: 50, stats: 300 } as const;

/** Who opens the screen: the dispatcher where the role reaches it, else the admin (surge, routing, stats…). */
export type Account = 'dispatcher' | 'admin';

export interface BackofficeScenario {
  screen: string;
  name: string;
  path: string;
  account: Account;
  goalP95Ms: number;
}

const at = (path: string, query: Record<string, string> = {}) =>
  `/api/v1${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** Values the requests name, taken from the seeded data so every filter finds something. */
async function samples(db: Db) {
  const one = async <T>(query: ReturnType<typeof sql>) =>
    (await db.execute<T & Record<string, unknown>>(query)).rows[0] as T;
  const driver = await one<{ id: number; last_name: string }>(sql`
    select d.id, d.last_name from drivers d where exists (select 1 from documents x where x.driver_id = d.id) and d.id >= (select max(id) / 2 from drivers)
    order by d.id limit 1`);
  const car = await one<{ id: number; plate: string }>(sql`
    select c.id, c.plate_number as plate from cars c where exists (select 1 from documents x where x.car_id = c.id) and c.id >= (select max(id) / 2 from cars)
    order by c.id limit 1`);
  const order = await one<{ company_id: number; last_name: string }>(sql`
    select o.company_id, r.last_name from standing_orders o join riders r on r.id = o.rider_id
    order by o.id desc limit 1`);
  const batch = await one<{ id: number }>(sql`
    select b.id from sentry_batches b where exists (select 1 from sentry_batch_rides x where x.batch_id = b.id)
    order by b.id limit 1`);
  const docType = await one<{ type: string }>(sql`
    select t.key as type from documents x join document_types t on t.id = x.type_id
    group by t.key order by count(*) desc limit 1`);
  if (!driver || !car || !order || !batch || !docType)
    throw new Error('the bench database lacks sample rows');
  return { driver, car, order, batch, docType };
}

/** The common views of each back-office screen, as its page asks for them. */
export async function backofficeScenarios(db: Db): Promise<BackofficeScenario[]> {
  const s = await samples(db);
  const today = businessDay(new Date());
  const weekAgo = addDays(today, -6);
  const list = (screen: string, name: string, path: string, account: Account = 'dispatcher') => ({
    screen,
    name,
    path,
    account,
    goalP95Ms: GOALS.list,
  });
  const stats = (screen: string, name: string, path: string) => ({
    screen,
    name,
    path,
    account: 'admin' as const,
    goalP95Ms: GOALS.stats,
  });
  const docs = (query: Record<string, string>) => at('/documents', query);
  return [
    list('documents', 'default (valid, expiring within 120 days)', docs({})),
    list('documents', 'expiring within 30 days', docs({ range: '30' })),
    list('documents', 'invalid or expired, any date', docs({ statuses: 'invalid', range: '0' })),
    list('documents', 'pending review, any date', docs({ statuses: 'pending', range: '0' })),
    list('documents', 'every status, any date', docs({ statuses: 'pending,valid,invalid', range: '0' })),
    list(
      'documents',
      'one type, sorted by expiry',
      docs({ types: s.docType.type, sort_by: 'expires_at', sort_by_type: 'asc' }),
    ),
    list('documents', 'search a driver name', docs({ search: s.driver.last_name, range: '0' })),
    list('documents', 'cars only, with image', docs({ entity_type: 'car', with_url_image: '1', range: '0' })),
    list(
      'documents',
      "a driver's documents",
      docs({
        entity_type: 'driver',
        entity_id: String(s.driver.id),
        statuses: 'pending,valid,invalid',
        range: '0',
      }),
    ),
    list(
      'documents',
      "a car's documents",
      docs({
        entity_type: 'car',
        entity_id: String(s.car.id),
        statuses: 'pending,valid,invalid',
        range: '0',
      }),
    ),
    list('standing orders', 'default', at('/standing-orders')),
    list('standing orders', 'paused', at('/standing-orders', { status: 'paused' })),
    list(
      'standing orders',
      'one facility',
      at('/standing-orders', { company_id: String(s.order.company_id) }),
    ),
    list('standing orders', 'search a rider', at('/standing-orders', { search: s.order.last_name })),
    list('standing orders', 'page 20', at('/standing-orders', { page: '20' })),
    list('cars', 'default (newest first)', at('/cars')),
    list('cars', 'search a plate', at('/cars', { search: s.car.plate })),
    list('cars', 'state NJ', at('/cars', { state: 'NJ' })),
    list('cars', 'cars without a driver', at('/cars', { has_driver: '0' })),
    list('cars', "a driver's cars", at('/cars', { driver_id: String(s.driver.id) })),
    list('cars', 'sorted by plate', at('/cars', { sort_by: 'plate_number', sort_by_type: 'asc' })),
    list('users', 'default', at('/permissions/users')),
    list('users', 'search a name', at('/permissions/users', { search: s.driver.last_name })),
    list('users', 'disabled', at('/permissions/users', { status: 'disabled' })),
    list('sentry', 'batches', at('/billing/sentry/batches'), 'admin'),
    list('sentry', 'trips (default)', at('/billing/sentry/rides'), 'admin'),
    list(
      'sentry',
      'trips pending billing',
      at('/billing/sentry/rides', { billing_status: 'pending' }),
      'admin',
    ),
    list(
      'sentry',
      'trips older than 30 days',
      at('/billing/sentry/rides', { older_than_days: '30' }),
      'admin',
    ),
    list(
      'sentry',
      'trips of a batch',
      at('/billing/sentry/rides', { batch_id: String(s.batch.id) }),
      'admin',
    ),
    list(
      'sentry',
      'trips of a week',
      at('/billing/sentry/rides', { start_date: weekAgo, end_date: today }),
      'admin',
    ),
    stats('driver stats', 'this week', at('/stats/drivers', { start_date: weekAgo, end_date: today })),
    stats(
      'driver stats',
      'a month',
      at('/stats/drivers', { start_date: addDays(today, -29), end_date: today }),
    ),
    stats(
      'driver stats',
      'a month, search a name',
      at('/stats/drivers', { start_date: addDays(today, -29), end_date: today, search: s.driver.last_name }),
    ),
    stats('routing', 'stats of today', at('/routing/stats', { date: today })),
    list('routing', 'routes of today', at('/routing/routes', { date: today }), 'admin'),
    stats('surge', 'zones with marketplace rides', at('/surge_zones')),
    stats(
      'reconciliation',
      'unreconciled rides of a week',
      at('/reports/rides-unreconciled', { start_date: weekAgo, end_date: today }),
    ),
  ];
}
