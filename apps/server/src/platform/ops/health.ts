import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { Jobs } from '../jobs';

/** A dependency that answers slower than this counts as down: a load balancer must not hang on /ready. */
const CHECK_TIMEOUT_MS = 2000;

type CheckResult = 'ok' | 'failed';

async function check(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

/**
 * `GET /health`: the process is up and serving (a liveness probe; it touches nothing else, so a
 * database outage does not get healthy processes restarted). `GET /ready`: the database and the job
 * queue answer, so this instance can take traffic (a readiness probe); otherwise 503 naming the failed check.
 * Once the process has begun to shut down it answers 503 at once: the load balancer stops sending
 * traffic while jobs, sockets and requests in flight finish.
 */
export function registerHealth(
  fastify: FastifyInstance,
  deps: { db: Db; jobs: Jobs; isClosing: () => boolean },
): void {
  fastify.get('/health', async () => ({ status: 'ok' }));
  fastify.get('/ready', async (_request, reply) => {
    if (deps.isClosing()) return reply.status(503).send({ status: 'shutting_down', checks: {} });
    const [database, jobs] = await Promise.all([
      check(() => deps.db.$client.query('select 1')),
      check(() => deps.jobs.queueDepths()),
    ]);
    const ready = database === 'ok' && jobs === 'ok';
    return reply.status(ready ? 200 : 503).send({
      status: ready ? 'ready' : 'unavailable',
      checks: { database, jobs },
    });
  });
}
