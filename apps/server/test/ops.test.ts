import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createDb } from '../src/db/client';
import { PURGE_EXPIRED_JOB } from '../src/modules/auth/jobs';
import { ADMIN, call } from './api';
import { createTestDatabase, type TestDatabase } from './db';
import { tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';
import { createSocketSet } from './sockets';

const METRICS_TOKEN = 'scrape-token-0123456789';

let server: TestServer;
const sockets = createSocketSet();

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

async function scrape(url: string, token?: string): Promise<{ status: number; text: string; type: string }> {
  const response = await fetch(`${url}/metrics`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return {
    status: response.status,
    text: await response.text(),
    type: response.headers.get('content-type') ?? '',
  };
}

/** An operations endpoint: outside the API prefix. */
async function getJson(url: string, path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${url}${path}`);
  return { status: response.status, body: await response.json() };
}

/** The value of one series line, e.g. `fleetdesk_sockets` or `x{label="a"}`; undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('health and readiness', () => {
  it('answers /health while the process is up', async () => {
    const res = await getJson(server.url, '/health');
    expect(res).toEqual({ status: 200, body: { status: 'ok' } });
  });

  it('answers /ready when the database and the job queue answer', async () => {
    const res = await getJson(server.url, '/ready');
    expect(res).toEqual({ status: 200, body: { status: 'ready', checks: { database: 'ok', jobs: 'ok' } } });
  });
});

describe('readiness during shutdown', () => {
  it('answers 503 from the moment the process begins to close, before its jobs and sockets are done', async () => {
    const closing = await startTestServer();
    const ready = () => closing.app.fastify.inject({ method: 'GET', url: '/ready' });
    expect((await ready()).statusCode).toBe(200);
    const closed = closing.close();
    const during = await ready();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toEqual({ status: 'shutting_down', checks: {} });
    await closed;
  });

  it('ends once the requests in flight are answered, without waiting out their kept-alive connections', async () => {
    const closing = await startTestServer();
    const { db } = closing.database;
    const token = await tokenForEmail(db, ADMIN);
    // A transaction holds the rides table, so the request is still being answered when the close begins.
    const locker = await db.$client.connect();
    await locker.query('begin');
    await locker.query('lock table rides in access exclusive mode');
    const answered = call(closing.url, 'GET', '/stats/drivers?start_date=2025-03-01&end_date=2025-03-02', {
      token,
    });
    await vi.waitFor(async () => {
      expect((await locker.query('select 1 from pg_locks where not granted')).rowCount).toBeGreaterThan(0);
    });
    const closed = closing.close().then(() => 'closed');
    await vi.waitFor(() => expect(closing.app.fastify.server.listening).toBe(false));
    await locker.query('commit');
    locker.release();
    expect((await answered).status).toBe(200);
    // Its connection stays open for another request (Fastify keeps one 72 s): the close must not wait that out.
    const outcome = await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000, 'late'))]);
    if (outcome === 'late') closing.app.fastify.server.closeAllConnections();
    await closed;
    expect(outcome).toBe('closed');
  });
});

describe('Prometheus metrics', () => {
  it('counts requests by route pattern, method and status, never by raw URL', async () => {
    for (let i = 0; i < 3; i++) expect((await call(server.url, 'GET', '/version')).status).toBe(200);
    expect((await call(server.url, 'GET', '/rides/12345')).status).toBe(401);
    expect((await call(server.url, 'GET', '/api/v1/no-such-thing-42')).status).toBe(404);

    const { status, text, type } = await scrape(server.url);
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    const labels = (route: string, code: number) =>
      `{le="+Inf",method="GET",route="${route}",status_code="${code}"}`;
    expect(sample(text, `http_request_duration_seconds_bucket${labels('/api/v1/version', 200)}`)).toBe(3);
    expect(sample(text, `http_request_duration_seconds_bucket${labels('/api/v1/rides/:id', 401)}`)).toBe(1);
    expect(sample(text, `http_request_duration_seconds_bucket${labels('unmatched', 404)}`)).toBe(1);
    expect(text).not.toContain('12345');
    expect(text).not.toContain('no-such-thing-42');
  });

  it('reports open sockets, database pool use and Node process metrics', async () => {
    const socket = sockets.open(server.url);
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    const { text } = await scrape(server.url);
    expect(sample(text, 'fleetdesk_sockets')).toBe(1);
    expect(sample(text, 'fleetdesk_db_pool_connections{state="total"}')).toBeGreaterThan(0);
    expect(sample(text, 'fleetdesk_db_pool_connections{state="waiting"}')).toBe(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('reports the jobs waiting in each queue', async () => {
    // Every queue has a cron schedule; this one ticks once an hour, so it rarely moves under the test.
    const series = `fleetdesk_job_queue_depth{queue="${PURGE_EXPIRED_JOB}"}`;
    const before = sample((await scrape(server.url)).text, series);
    expect(before).toBeGreaterThanOrEqual(0);
    await server.app.jobs.send(PURGE_EXPIRED_JOB, {}, { startAfterSeconds: 3600 });
    await server.app.jobs.send(PURGE_EXPIRED_JOB, {}, { startAfterSeconds: 3600 });
    const after = sample((await scrape(server.url)).text, series);
    expect(after).toBeGreaterThanOrEqual((before as number) + 2);
  });
});

describe('an instance that lost its database', () => {
  let database: TestDatabase;
  let lonely: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The server gets its own pool, so the test can end it and still drop the database afterwards.
    lonely = await startTestServer({
      database: { ...database, db: createDb(database.url, { max: 2 }) },
      env: { METRICS_TOKEN },
    });
  });
  afterAll(async () => {
    await lonely.close();
    await database.drop();
  });

  it('asks for the scrape token when METRICS_TOKEN is set', async () => {
    expect((await scrape(lonely.url)).status).toBe(401);
    expect((await scrape(lonely.url, 'wrong-token-0123456789')).status).toBe(401);
    const scraped = await scrape(lonely.url, METRICS_TOKEN);
    expect(scraped.status).toBe(200);
    expect(scraped.text).toContain('http_request_duration_seconds_bucket');
  });

  it('is still healthy but answers /ready 503 naming the database', async () => {
    await lonely.database.db.$client.end();
    expect(await getJson(lonely.url, '/health')).toEqual({ status: 200, body: { status: 'ok' } });
    const res = await getJson(lonely.url, '/ready');
    expect(res).toEqual({
      status: 503,
      body: { status: 'unavailable', checks: { database: 'failed', jobs: 'ok' } },
    });
  });
});
