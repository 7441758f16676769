import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { unauthenticated } from '../errors';
import type { Jobs } from '../jobs';
import type { Realtime } from '../realtime';

export interface MetricsDeps {
  db: Db;
  realtime: Realtime;
  jobs: Jobs;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token: string | undefined;
}

/** Requests that matched no route share one label, so random URLs cannot grow the series without bound. */
const UNMATCHED_ROUTE = 'unmatched';

/**
 * Prometheus metrics at `GET /metrics` (text exposition format): request latency by route pattern,
 * open sockets, job queue depth and database pool use, plus the Node process defaults. One registry
 * per app, so several apps in one process (the tests) keep separate series.
 */
export function registerMetrics(fastify: FastifyInstance, deps: MetricsDeps): void {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request duration in seconds, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  fastify.addHook('onResponse', async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? UNMATCHED_ROUTE,
        status_code: String(reply.statusCode),
      },
      reply.elapsedTime / 1000,
    );
  });

  new Gauge({
    name: 'fleetdesk_sockets',
    help: 'Socket.IO connections open on this instance.',
    registers: [registry],
    collect() {
      this.set(deps.realtime.socketCount());
    },
  });
  new Gauge({
    name: 'fleetdesk_job_queue_depth',
    help: 'Jobs waiting to run (created or waiting for a retry), by queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const depths = await deps.jobs.queueDepths().catch(() => ({}));
      for (const [queue, depth] of Object.entries(depths)) this.set({ queue }, depth);
    },
  });
  new Gauge({
    name: 'fleetdesk_db_pool_connections',
    help: 'Connections of the application database pool: total open, idle, and requests waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const pool = deps.db.$client;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  fastify.get('/metrics', async (request, reply) => {
    if (deps.token && !bearerMatches(request, deps.token)) throw unauthenticated();
    return reply.type(registry.contentType).send(await registry.metrics());
  });
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests in constant time, so response timing does not reveal the token. */
function bearerMatches(request: FastifyRequest, token: string): boolean {
  return timingSafeEqual(digest(request.headers.authorization ?? ''), digest(`Bearer ${token}`));
}
