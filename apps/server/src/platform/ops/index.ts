import type { FastifyInstance } from 'fastify';
import { registerHealth } from './health';
import { type MetricsDeps, registerMetrics } from './metrics';

/**
 * Operations endpoints, outside the product API and its contract: they serve load balancers,
 * orchestrators and Prometheus, not the web app, and need no session.
 */
export function registerOps(
  fastify: FastifyInstance,
  deps: MetricsDeps & { isClosing: () => boolean },
): void {
  registerHealth(fastify, deps);
  registerMetrics(fastify, deps);
}
