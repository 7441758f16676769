import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../../test/api';
import { tokenForEmail } from '../../../../test/ride-fixtures';
import type { Body } from '../../../../test/routing-fixtures';
import { dayOfRides } from '../../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../../test/server';
import { loadConfig } from '../../../config';
import { RUN_GIVEN_UP, routingJobDefinition } from './job';
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
