import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../../test/api';
import { tokenForEmail } from '../../../../test/ride-fixtures';
import type { Body } from '../../../../test/routing-fixtures';
import { dayOfRides } from '../../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../../test/server';
import { loadConfig } from '../../../config';
import { dayWindow } from '../rules';
import { runAutoRouting } from './auto';
import { ROUTING_QUEUE, RUN_GIVEN_UP, routingJobDefinition } from './job';
import { RUN_IN_FLIGHT } from './records';

let server: TestServer;
let token: string;
const DATE = '2031-08-05';
const api = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call<Body>(server.url, method, path, { token, body });

beforeAll(async () => {
  // No worker: a queued run stays in flight, as one whose process died does.
  server = await startTestServer({ env: { JOBS: 'false' } });
  token = await tokenForEmail(server.database.db, ADMIN);
  await dayOfRides(server.database.db, DATE, 2);
}, 60_000);
afterAll(() => server.close());

describe('a routing run whose job is given up', () => {
  it('ends failed with the reason, so the day can be routed again', async () => {
    const first = await api('POST', '/routing/routes/route', { date: DATE });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const blocked = await api('POST', '/routing/routes/route', { date: DATE });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe(RUN_IN_FLIGHT);

    const runId = ((await api('GET', `/routing/routes?date=${DATE}`)).body.run as { id: number }).id;
    const config = loadConfig({ DATA_DIR: '/tmp', WEB_DIST: '/nonexistent' });
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const definition = routingJobDefinition({
      db: server.database.db,
      realtime: server.app.realtime,
      config,
      log,
    });
    await definition.onGiveUp?.({ runId });

    const run = (await api('GET', `/routing/routes?date=${DATE}`)).body.run as Record<string, unknown>;
    expect(run).toMatchObject({ id: runId, status: 'failed', error: RUN_GIVEN_UP });
    expect((await api('POST', '/routing/routes/route', { date: DATE })).status).toBe(200);
    // A run that already ended is left as it was.
    await definition.onGiveUp?.({ runId });
    expect((await api('GET', `/routing/routes?date=${DATE}`)).body.run).toMatchObject({ status: 'queued' });
  });
});

describe('an auto routing run', () => {
  it("is the routing job's, so one whose process died is given up too and frees the day", async () => {
    const date = '2031-08-08';
    await dayOfRides(server.database.db, date, 2);
    expect((await api('POST', '/routing/settings/auto-routing', { auto_routing_enabled: true })).status).toBe(
      200,
    );
    const deps = {
      db: server.database.db,
      realtime: server.app.realtime,
      config: loadConfig({ DATA_DIR: '/tmp', WEB_DIST: '/nonexistent' }),
      log: { info: () => {}, warn: () => {}, error: () => {} },
      jobs: server.app.jobs,
    };
    const noon = new Date(dayWindow('2031-08-07').start.getTime() + 12 * 3_600_000);
    const [runId] = await runAutoRouting(deps, noon);
    // Handed to the routing job (retried after a crash, given up after the retry): none works it here.
    const { rows } = await server.database.db.execute<{ data: unknown }>(
      sql`select data from pgboss.job where name = ${ROUTING_QUEUE}`,
    );
    expect(rows.map((row) => row.data)).toContainEqual({ runId });
    expect((await api('GET', `/routing/routes?date=${date}`)).body.run).toMatchObject({
      id: runId,
      status: 'queued',
    });

    await routingJobDefinition(deps).onGiveUp?.({ runId: runId as number });
    const run = (await api('GET', `/routing/routes?date=${date}`)).body.run;
    expect(run).toMatchObject({ id: runId, status: 'failed', error: RUN_GIVEN_UP });
    expect((await api('POST', '/routing/routes/route', { date })).status).toBe(200);
  });
});

describe('a run pg-boss refuses to queue', () => {
  it('ends failed at once with the reason, so the day is not held for ever', async () => {
    const date = '2031-08-10';
    await dayOfRides(server.database.db, date, 2);
    const refusing = {
      db: server.database.db,
      realtime: server.app.realtime,
      jobs: { ...server.app.jobs, send: () => Promise.reject(new Error('the job queue is unreachable')) },
    };
    const noon = new Date(dayWindow('2031-08-09').start.getTime() + 12 * 3_600_000);
    await expect(runAutoRouting(refusing, noon)).rejects.toThrow('the job queue is unreachable');
    const run = (await api('GET', `/routing/routes?date=${date}`)).body.run;
    expect(run).toMatchObject({ status: 'failed', error: 'Routing failed: the job queue is unreachable' });
    expect((await api('POST', '/routing/routes/route', { date })).status).toBe(200);
  });
});
