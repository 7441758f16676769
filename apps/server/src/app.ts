import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { MESSAGES } from '@fleetdesk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import { createPool, type Db } from './db/client';
import { demoBrokerTrips } from './db/seed/reconciliation';
import { MODULES } from './modules';
import { createBrokers } from './platform/adapters/brokers';
import { createNotifier } from './platform/adapters/notifier';
import { createTokeniser } from './platform/adapters/payments';
import { createRouter } from './platform/adapters/routing';
import { createLinks, createStorage, type FileLinks } from './platform/adapters/storage';
import { createHasher } from './platform/auth/hashing';
import { installCompanyStateCheck } from './platform/http/company-state';
import { installErrorHandler } from './platform/http/errors';
import { registerFileDownloads } from './platform/http/file-downloads';
import { installMultipart } from './platform/http/multipart';
import { buildOpenApi } from './platform/http/openapi';
import { createEndpointRegistry, type EndpointRegistry } from './platform/http/register';
import { installSecurityHeaders } from './platform/http/security-headers';
import { type Jobs, refuseUnknownJobs, startJobs } from './platform/jobs';
import type { Logger, ModuleDeps } from './platform/module';
import { registerOps } from './platform/ops';
import { createRealtime, type Realtime } from './platform/realtime';

/** The realtime adapter's connections: one held for LISTEN, the others for its NOTIFYs. */
const REALTIME_POOL_MAX = 3;

export interface App {
  fastify: FastifyInstance;
  registry: EndpointRegistry;
  realtime: Realtime;
  jobs: Jobs;
  /** Signs stored file addresses for answers (tests call services that shape rides and drivers). */
  fileLinks: FileLinks;
  close(): Promise<void>;
}

/** Builds the HTTP server, realtime and jobs on an already migrated database. Does not listen. */
export async function buildApp(config: Config, db: Db, connectionString: string): Promise<App> {
  const fastify = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // Without a listed proxy, X-Forwarded-For is ignored: a client cannot pick its own address.
    trustProxy: config.trustProxy,
    bodyLimit: 10 * 1024 * 1024,
    // Unique across instances, so the Error ID a user reports finds the one log line.
    genReqId: () => randomUUID().slice(0, 13),
  });
  fastify.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  installErrorHandler(fastify);
  await installSecurityHeaders(fastify, {
    mapStyleUrl: config.mapStyleUrl,
    stripeJs: Boolean(config.payments?.publishableKey),
  });
  installCompanyStateCheck(fastify);
  await installMultipart(fastify, config.files.maxBytes);
  const log: Logger = {
    info: (m) => fastify.log.info(m),
    warn: (m) => fastify.log.warn(m),
    error: (m) => fastify.log.error(m),
  };
  // The outbox log line must reach the console even when request logging is quiet.
  const notifier = createNotifier(config, db, (line) => console.log(line));
  const realtimePool = createPool(connectionString, { max: REALTIME_POOL_MAX });
  const realtime = createRealtime(fastify.server, db, realtimePool, {
    sessionCheckMs: config.socketSessionCheckMs,
  });
  // In demo mode the simulated brokers know the demo's broker trips (some lag behind ours).
  const brokers = createBrokers(config, log, { simulatorTrips: () => demoBrokerTrips(db) });
  const payments = createTokeniser(config);
  const router = createRouter(config, log);
  const hasher = createHasher(config.authHashing);
  const storage = createStorage(config);
  const fileLinks = createLinks(config, log);
  const baseDeps = {
    db,
    config,
    realtime,
    notifier,
    brokers,
    log,
    payments,
    router,
    hasher,
    storage,
    fileLinks,
  };
  // A job may queue further jobs (a sweep requeues deliveries): it reaches the queue once it has started.
  let started: Jobs | undefined;
  const queue = (): Jobs => {
    if (!started) throw new Error('jobs: the queue has not started yet');
    return started;
  };
  const laterJobs: Jobs = {
    send: (name, data, options) => queue().send(name, data, options),
    queueDepths: () => queue().queueDepths(),
    close: () => queue().close(),
  };
  const definitions = MODULES.flatMap((m) => m.jobs?.({ ...baseDeps, jobs: laterJobs }) ?? []);
  let closing = false;
  // Closing the server drops the connections idle at that moment; one still answering a request is
  // kept alive after it (72 s in Fastify), and the close would wait that out. Dropped once answered.
  fastify.addHook('onResponse', async () => {
    if (closing) fastify.server.closeIdleConnections();
  });
  const jobs = await startJobs(connectionString, definitions, {
    work: config.jobs,
    // While shutting down, the database going away first is expected.
    onError: (e) => closing || log.error(`jobs: ${e.message}`),
    onJobFailed: (message) => log.warn(message),
  });
  started = jobs;
  const deps: ModuleDeps = { ...baseDeps, jobs };
  registerOps(fastify, { db, realtime, jobs, token: config.metricsToken, isClosing: () => closing });
  const registry = createEndpointRegistry(fastify, db, {
    validateResponses: process.env.NODE_ENV !== 'production',
  });
  for (const module of MODULES) module.routes(deps, registry);
  const stopBackground = MODULES.flatMap((module) => module.start?.(deps) ?? []);

  registerFileDownloads(fastify, storage, fileLinks);
  fastify.get('/api/docs', async () => buildOpenApi(registry.registered(), config.version()));
  serveWebApp(fastify, config.webDist);

  const app: App = {
    fastify,
    registry,
    realtime,
    jobs,
    fileLinks,
    async close() {
      closing = true;
      await Promise.all(stopBackground.map((stop) => stop()));
      await jobs.close();
      await realtime.close();
      await realtimePool.end();
      await fastify.close();
      await brokers.close();
    },
  };
  // Checked once everything stands, so a refused start closes it all the usual way.
  const known = [...definitions.map((d) => d.name), ...MODULES.flatMap((m) => m.worksAs ?? [])];
  try {
    refuseUnknownJobs(config.jobs, known);
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}

/** The built SPA, with index.html for every client-side route. */
function serveWebApp(fastify: FastifyInstance, webDist: string): void {
  const hasWeb = existsSync(path.join(webDist, 'index.html'));
  if (hasWeb) fastify.register(fastifyStatic, { root: webDist, wildcard: false });
  fastify.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/socket.io');
    if (isApi || !hasWeb || request.method !== 'GET') {
      return reply
        .status(404)
        .send({ message: `${MESSAGES.notFound} ${request.method} ${request.url.split('?')[0]}` });
    }
    return reply.sendFile('index.html');
  });
}
