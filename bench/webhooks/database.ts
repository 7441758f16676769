import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../apps/server/src/db/database';
import { seedDemo } from '../../apps/server/src/db/seed';
import { benchConfig, fillBenchOnce } from '../rides/database';

/**
 * The webhooks benchmark's own database: embedded PostgreSQL in .data/bench-webhooks
 * (BENCH_WEBHOOKS_DATA_DIR) on port 54339 (BENCH_WEBHOOKS_PG_PORT), apart from the other benches.
 */
export const webhooksBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_WEBHOOKS_DATA_DIR ?? join(process.cwd(), '.data', 'bench-webhooks'),
    pgPort: process.env.BENCH_WEBHOOKS_PG_PORT ?? '54339',
  });

export const openBenchDatabase = () => openDatabase(webhooksBenchConfig());
type BenchDatabase = Awaited<ReturnType<typeof openBenchDatabase>>;

/** The bench's span of log: the event page shows 15 days of attempts, and a busy broker fills them. */
export const LOG_DAYS = 15;

const countAttempts = async ({ db }: BenchDatabase) =>
  (await db.execute<{ n: number }>(sql`select count(*)::int as n from webhooks`)).rows[0]?.n ?? 0;

/**
 * `events` broker exchanges spread evenly over the last LOG_DAYS days, shaped as the demo's (seed/webhooks.ts):
 * three in four outbound (a ride action or a ride-change delivery), one in four a trip offered inbound; one
 * attempt each, and a second for every fifth (a retry). Payloads are trip-sized JSON with the ride's ids,
 * addresses and rider, so a search over them reads what a real log holds.
 */
async function insertLog({ db }: BenchDatabase, events: number) {
  await db.execute(sql`
    insert into webhook_events (direction, broker, type, name, data, idempotency_key, delivery_status, created_at, updated_at)
    select case when g % 4 = 3 then 'inbound' else 'outbound' end, b.key,
      (array['ride.cancel', 'ride.status_changed', 'ride.take', 'trip.offered'])[g % 4 + 1],
      initcap(b.key) || ' ' || (array['cancel', 'ride accepted', 'take', 'trip offered'])[g % 4 + 1]
        || ' · trip ' || upper(b.key) || '-' || lpad(g::text, 8, '0'),
      jsonb_build_object('event_id', b.key || '-evt-' || g, 'reference_id', upper(b.key) || '-' || lpad(g::text, 8, '0'),
        'seats', 1 + g % 4, 'pickup_address', (g % 997) || ' Atlantic Avenue, Brooklyn, NY 11217',
        'dropoff_address', (g % 883) || ' Broadway, New York, NY 10012', 'rider', 'Rider ' || (g % 50021),
        'phone', '+1718555' || lpad((g % 10000)::text, 4, '0'), 'status', 'accepted'),
      b.key || '-key-' || g, case when g % 4 = 1 then 'delivered' end, t.at, t.at
    from generate_series(1, ${events}) g
    cross join lateral (select (array['sentry', 'sentry2', 'arro'])[g % 3 + 1] as key) b
    cross join lateral (select now() - make_interval(secs => ${LOG_DAYS * 86_400}::float8 * (${events} - g) / ${events}) as at) t`);
  // Attempts carry the event's name and payload, as the services write them (queries.ts insertAttempt).
  await db.execute(sql`
    insert into webhooks (event_id, name, method, link, headers, payload, response, response_time,
      response_status_code, status, vendor_status, vendor_id, type, trace, created_at)
    select e.id, e.name, 'POST', 'http://127.0.0.1:7070/' || e.broker || '/ride-events',
      jsonb_build_object('content-type', 'application/json', 'idempotency-key', e.idempotency_key), e.data,
      case when r.n = 1 and e.id % 5 = 0 then '{"error":"The broker is down for maintenance"}'::jsonb
        else jsonb_build_object('status_code', 200, 'trip_id', e.data->>'reference_id') end,
      80 + e.id % 400, case when r.n = 1 and e.id % 5 = 0 then 503 else 200 end,
      case when r.n = 1 and e.id % 5 = 0 then 'failed' else 'succeeded' end,
      case when r.n = 1 and e.id % 5 = 0 then 'failed' else 'success' end,
      c.vendor_id, e.direction, 'try ' || r.n, e.created_at + make_interval(secs => (r.n - 1) * 60)
    from webhook_events e
    join generate_series(1, 2) r(n) on r.n = 1 or e.id % 5 = 0
    left join lateral (select vendor_id from companies where broker_key = e.broker order by id limit 1) c on true
    order by e.created_at, r.n`);
}

/** A database with the demo's accounts and brokers plus the asked log (`--reset` starts again). */
export async function prepareBenchData(database: BenchDatabase, events: number, reset: boolean) {
  await fillBenchOnce(database.db, {
    reset,
    what: `bench:webhooks seeding the demo and ${events} broker exchanges`,
    fill: async () => {
      await seedDemo(database.db, { log: (line) => console.log(`  ${line}`) });
      await insertLog(database, events);
    },
  });
  const attempts = await countAttempts(database);
  if (attempts < events) throw new Error(`the bench database holds ${attempts} attempts: pass --reset`);
  return { attempts };
}
