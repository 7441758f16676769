import { join } from 'node:path';
import { openDatabase } from '../../apps/server/src/db/database';
import { benchConfig, prepareBenchData } from '../rides/database';

/**
 * The routing benchmark's own database: embedded PostgreSQL in .data/bench-routing
 * (BENCH_ROUTING_DATA_DIR) on port 54333 (BENCH_ROUTING_PG_PORT), apart from the other benches and the demo.
 */
export const routingBenchConfig = () =>
  benchConfig({
    dataDir: process.env.BENCH_ROUTING_DATA_DIR ?? join(process.cwd(), '.data', 'bench-routing'),
    pgPort: process.env.BENCH_ROUTING_PG_PORT ?? '54333',
  });

export const openRoutingBenchDatabase = () => openDatabase(routingBenchConfig());
export type RoutingBenchDatabase = Awaited<ReturnType<typeof openRoutingBenchDatabase>>;

/** The demo world once (companies, zones, ride types, scenarios, `drivers` drivers with cars and papers). */
export const prepareRoutingBench = (database: RoutingBenchDatabase, drivers: number, reset: boolean) =>
  prepareBenchData(database, { rides: 3_000, drivers, reset, bench: 'bench:routing' });
