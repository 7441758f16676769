import { sql } from 'drizzle-orm';
import { openBenchDatabase } from './database';

const d = await openBenchDatabase();
let t = Date.now();
await d.db.execute(
  sql`create index if not exists rides_list_idx on rides (pickup_at, id, status, fleet_id, company_id, ride_type_id, pickup_zone_id, destination_zone_id)`,
);
console.log('index', Date.now() - t, 'ms');
t = Date.now();
await d.db.execute(sql`vacuum analyze rides`);
console.log('vacuum', Date.now() - t, 'ms');
const r = await d.db.execute(
  sql`select pg_size_pretty(pg_relation_size('rides_list_idx')) as idx, pg_size_pretty(pg_relation_size('rides')) as tbl, current_setting('shared_buffers') as sb`,
);
console.log(r.rows);
await d.close();
