import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../../test/api';
import { activeDrivers, fleetOfEmail, tokenForEmail } from '../../../../test/ride-fixtures';
import type { Body } from '../../../../test/routing-fixtures';
import { dayOfRides, documentedDriver } from '../../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../../test/server';
import { loadConfig } from '../../../config';
import { routingScenarios } from '../../../db/schema';
import { routingJobDefinition } from './job';

/** What runs right after the job has read the state's scenarios, before it marks them processing. */
const hooks = vi.hoisted(() => ({ afterRead: null as null | ((ids: number[]) => Promise<void>) }));
vi.mock('./day-input', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./day-input')>();
  return {
    ...actual,
    readScenarios: async (...args: Parameters<typeof actual.readScenarios>) => {
      const scenarios = await actual.readScenarios(...args);
      await hooks.afterRead?.(scenarios.map((s) => s.id));
      return scenarios;
    },
  };
});

let server: TestServer;
let token: string;
const DATE = '2031-09-16';
const api = (method: 'GET' | 'POST', path: string, body?: unknown) =>
  call<Body>(server.url, method, path, { token, body });

beforeAll(async () => {
  // No worker: the test runs the job's handler itself, so it can delete between its steps.
  server = await startTestServer({ env: { JOBS: 'false', ROUTING_SOLVER_TIME_LIMIT_MS: '500' } });
  const db = server.database.db;
  token = await tokenForEmail(db, ADMIN);
  const drivers = await activeDrivers(db, await fleetOfEmail(db, FLEET_USER));
  for (const driver of drivers.slice(0, 2)) await documentedDriver(db, driver.id);
  await dayOfRides(db, DATE, 4);
}, 60_000);
afterAll(() => server.close());

describe('a scenario deleted while the routing job starts', () => {
  it('is left out of the run rather than failing it on a database error', async () => {
    const queued = await api('POST', '/routing/routes/route', { date: DATE });
    expect(queued.status, JSON.stringify(queued.body)).toBe(200);
    const runId = (queued.body.run as { id: number }).id;
    // Every scenario read goes before the job marks them: deleting a processing one is refused.
    hooks.afterRead = async (ids) => {
      hooks.afterRead = null;
      await server.database.db.delete(routingScenarios).where(inArray(routingScenarios.id, ids));
    };
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const config = loadConfig({
      DATA_DIR: '/tmp',
      WEB_DIST: '/nonexistent',
      ROUTING_SOLVER_TIME_LIMIT_MS: '500',
    });
    await routingJobDefinition({ db: server.database.db, realtime: server.app.realtime, config, log }).handle(
      {
        runId,
      },
    );

    const { run, routes } = (await api('GET', `/routing/routes?date=${DATE}`)).body as Body;
    expect(run, run?.error).toMatchObject({ id: runId, status: 'finished' });
    expect(routes.length).toBe(run.routes_created);
  });
});
