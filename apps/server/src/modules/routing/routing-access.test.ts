import { MESSAGES, ROUTING_ACTIONS } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  activeDrivers,
  fleetOfEmail,
  listenAsStaffAndFleet,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { type Body, makeRoute } from '../../../test/routing-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { routingRouteRides, routingRoutes } from '../../db/schema';

let server: TestServer;
let fleetToken: string;
let ownDriver: number;
let otherDriver: number;
const DATE = '2030-08-20';

const get = (path: string, token: string, fleet = false) =>
  call<Body>(server.url, 'GET', path, { token, fleet });
const post = (path: string, token: string, fleet = false) =>
  call<Body>(server.url, 'POST', path, { token, fleet });
const statusOf = async (id: number) =>
  (await server.database.db.select().from(routingRoutes).where(eq(routingRoutes.id, id)))[0]?.status;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  fleetToken = await tokenForEmail(db, FLEET_USER);
  const fleet = await fleetOfEmail(db, FLEET_USER);
  ownDriver = (await activeDrivers(db, fleet))[0]?.id as number;
  otherDriver = (await activeDrivers(db, fleet, true))[0]?.id as number;
});
afterAll(() => server.close());

describe('keys', () => {
  it('opens /routing/* with view.routing only, and /routes with view.routes only', async () => {
    const db = server.database.db;
    const routing = await staffHolding(db, ['view.routing']);
    const routes = await staffHolding(db, ['view.routes']);
    expect((await get(`/routing/routes?date=${DATE}`, routing)).status).toBe(200);
    expect((await get('/routing/scenarios', routing)).status).toBe(200);
    const refused = await get('/routes', routing);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(MESSAGES.forbidden);
    expect((await get('/routes', routes)).status).toBe(200);
    expect((await get(`/routing/stats?date=${DATE}`, routes)).status).toBe(403);
    const route = await makeRoute(db, { driverId: ownDriver, date: DATE });
    expect((await post(`/routing/routes/${route.id}/delete`, routes)).status).toBe(403);
    expect(await statusOf(route.id)).toBe('finished');
  });

  it('refuses a facility user holding both keys: routing is the operator’s', async () => {
    const db = server.database.db;
    const facility = await staffHolding(db, ['view.routing', 'view.routes'], 50);
    const route = await makeRoute(db, { driverId: ownDriver, date: DATE, rides: 1 });
    for (const path of [`/routing/routes?date=${DATE}`, '/routing/scenarios', '/routes']) {
      expect((await get(path, facility)).status, path).toBe(403);
    }
    expect((await post(`/routing/routes/${route.id}/clear`, facility)).status).toBe(403);
    expect((await post(`/routes/${route.id}/remove`, facility)).status).toBe(403);
    expect(await statusOf(route.id)).toBe('finished');
  });
});

describe('/routes for fleet users', () => {
  it("lists only the fleet's routes under /api/v1/fleet, and every fleet's for staff", async () => {
    const db = server.database.db;
    const own = await makeRoute(db, { driverId: ownDriver, date: '2030-08-21' });
    const other = await makeRoute(db, { driverId: otherDriver, date: '2030-08-21' });
    const fleetList = await get('/routes?date=2030-08-21', fleetToken, true);
    expect(fleetList.status).toBe(200);
    expect(fleetList.body.routes.data.map((r: Body) => r.id)).toEqual([own.id]);
    const staff = await staffHolding(db, ['view.routes']);
    const staffList = await get('/routes?date=2030-08-21', staff);
    expect(staffList.body.routes.data.map((r: Body) => r.id).sort()).toEqual([own.id, other.id].sort());
    expect((await get('/routing/scenarios', fleetToken, true)).status).toBe(403);
  });

  it('pages newest first with a next page link under the caller’s prefix, and filters by driver', async () => {
    const db = server.database.db;
    const first = await makeRoute(db, { driverId: ownDriver, date: '2030-08-22' });
    const later = await makeRoute(db, { driverId: ownDriver, date: '2030-08-23' });
    const page = await get(`/routes?per_page=1&driver_id=${ownDriver}`, fleetToken, true);
    expect(page.body.routes.data.map((r: Body) => r.id)).toEqual([later.id]);
    expect(page.body.routes.next_page_url).toBe(
      `/api/v1/fleet/routes?driver_id=${ownDriver}&page=2&per_page=1`,
    );
    const next = await get(`/routes?per_page=1&page=2&driver_id=${ownDriver}`, fleetToken, true);
    expect(next.body.routes.data.map((r: Body) => r.id)).toEqual([first.id]);
  });

  it("removes the fleet's own route and frees its rides; another fleet's is not found and stays", async () => {
    const db = server.database.db;
    const own = await makeRoute(db, { driverId: ownDriver, date: DATE, rides: 1 });
    const other = await makeRoute(db, { driverId: otherDriver, date: DATE });
    const refused = await post(`/routes/${other.id}/remove`, fleetToken, true);
    expect(refused.status).toBe(404);
    expect(await statusOf(other.id)).toBe('finished');
    const res = await post(`/routes/${own.id}/remove`, fleetToken, true);
    expect(res.body).toEqual({ message: 'Great! You have deleted a route!' });
    expect(await statusOf(own.id)).toBe('deleted');
    expect(await db.select().from(routingRouteRides).where(eq(routingRouteRides.routeId, own.id))).toEqual(
      [],
    );
    expect(
      (await get('/routes?date=2030-08-20', fleetToken, true)).body.routes.data.map((r: Body) => r.id),
    ).not.toContain(own.id);
  });
});

describe('realtime', () => {
  const sockets = createSocketSet();
  afterAll(() => sockets.closeAll());

  it("tells routing staff of every route change and a fleet only of its own routes'", async () => {
    const db = server.database.db;
    // A staff user holding no key may not read routing: its news must not reach them.
    const { staffHeard: keylessHeard, fleetHeard } = await listenAsStaffAndFleet(sockets, server);
    const staffHeard = await sockets.listen(server.url, await staffHolding(db, ['view.routing']));
    const own = await makeRoute(db, { driverId: ownDriver, date: DATE, rides: 1 });
    const other = await makeRoute(db, { driverId: otherDriver, date: DATE });
    const dispatcher = await staffHolding(db, ['view.routing']);
    expect((await post(`/routing/routes/${own.id}/clear`, dispatcher)).status).toBe(200);
    expect((await post(`/routing/routes/${other.id}/delete`, dispatcher)).status).toBe(200);
    const changes = (heard: typeof staffHeard) =>
      heard
        .filter((action) => action.type === ROUTING_ACTIONS.routeChanged)
        .map((action) => [action.payload.route_id, action.payload.status]);
    await eventually(() =>
      expect(changes(staffHeard)).toEqual([
        [own.id, 'pending'],
        [other.id, 'deleted'],
      ]),
    );
    expect(changes(fleetHeard)).toEqual([[own.id, 'pending']]);
    expect(changes(keylessHeard)).toEqual([]);
  });
});
