import { MESSAGES, ROUTING_ACTIONS, type RoutingRun, routingComparisons } from '@fleetdesk/contract';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import { makeComparison } from '../../../test/comparison-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { DATE, routingCompareServer } from '../../../test/routing-compare-setup';
import type { Body } from '../../../test/routing-fixtures';
import { dayOfRides, documentedDriver, mainFleetDriver } from '../../../test/routing-run-fixtures';
import { eventually } from '../../../test/sockets';
import {
  drivers,
  rides,
  routingRouteRides,
  routingRoutes,
  routingRuns,
  routingScenarios,
  routingWaypoints,
} from '../../db/schema';
import { PLAN_SKIPS } from './compare/freshness';
import { COMPARISON_DECIDED, COMPARISON_RUNNING } from './compare/service';
import { UNKNOWN_ITEM, UNKNOWN_SCENARIO } from './compare/sides';
import { RUN_IN_FLIGHT } from './run/records';
import type { RouteDraft } from './run/store';

const t = routingCompareServer();
const { api, comparisonOf, plansOf, routesOf, auditOf } = t;
/** The comparison the first test starts, and the ride changed after it; later tests read both. */
let comparisonId: number;
let changedRide: number;

describe('POST /routing/comparisons', () => {
  it('computes both plans in the job, side by side, writing no route; a ROUTE meanwhile gets a 409', async () => {
    const started = await api('POST', '/routing/comparisons', {
      date: DATE,
      fleet_ids: [t.fleet],
      plans: [{ scenario_id: null }, { scenario_id: t.scenarioId, item_id: t.itemIds[1] }],
    });
    expect(started.status).toBe(200);
    expect(started.body.message).toBe(routingComparisons.COMPARISON_STARTED);
    comparisonId = started.body.comparison.id;
    expect(started.body.comparison).toMatchObject({ kind: 'compare', status: 'queued', outcome: 'open' });
    expect(started.body.comparison.plans.map((p: Body) => p.label)).toEqual([
      'All scenarios',
      expect.stringMatching(/^Compare \(.+\) · Loose$/),
    ]);
    const route = await api('POST', '/routing/routes/route', { date: DATE });
    expect(route.status).toBe(409);
    expect(route.body.message).toBe(RUN_IN_FLIGHT);

    let comparison: Body = {};
    await eventually(async () => {
      comparison = await comparisonOf(comparisonId);
      expect(comparison.status, comparison.error).toBe('finished');
    });
    expect(comparison.rides).toBe(6);
    for (const plan of comparison.plans) {
      expect(plan.served + plan.unserved.length).toBe(6);
      expect(plan.outcome).toBeNull();
    }
    const served = comparison.plans.find((p: Body) => p.served > 0);
    expect(served.vehicles).toBeGreaterThan(0);
    expect(served.distance).toBeGreaterThan(0);
    expect(served.duration).toBeGreaterThan(0);
    expect(served.revenue).toBeGreaterThan(0);
    expect(await routesOf(DATE)).toEqual([]);
    // The day's last run (the Routes accordion's) is one that routes, not the comparison.
    expect((await api('GET', `/routing/routes?date=${DATE}`)).body.run).toBeNull();
    const progress = t.heard
      .filter((a) => a.type === ROUTING_ACTIONS.runProgress)
      .map((a) => a.payload.run as RoutingRun)
      .filter((r) => r.id === comparisonId);
    expect(progress.map((r) => r.status)).toContain('running');
    expect(progress.at(-1)).toMatchObject({ kind: 'compare', status: 'finished', progress: 100 });
  }, 90_000);

  it.each([
    [{ date: DATE }, { plans: [MESSAGES.required] }],
    [{ date: DATE, plans: [{ scenario_id: null }] }, { plans: [routingComparisons.PLANS_SAME] }],
    [
      { date: DATE, plans: [{ scenario_id: null }, { scenario_id: null }] },
      { plans: [routingComparisons.PLANS_SAME] },
    ],
    [
      { date: DATE, plans: [{ scenario_id: null }, { scenario_id: null, item_id: 5 }] },
      { 'plans.1.item_id': [routingComparisons.ITEM_NEEDS_SCENARIO] },
    ],
    [{ plans: [{ scenario_id: null }, { scenario_id: 1 }] }, { date: [MESSAGES.required] }],
    [{ date: DATE, plans: [{}, { scenario_id: null }] }, { 'plans.0.scenario_id': [MESSAGES.required] }],
  ])('refuses %j with its messages', async (body, errors) => {
    const res = await api('POST', '/routing/comparisons', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
  });

  it('refuses a scenario of another state and a rule set of another scenario', async () => {
    const db = t.server.database.db;
    const [texan] = await db
      .insert(routingScenarios)
      .values({ state: 'TX', carTypeId: 1, title: 'Texas' })
      .returning();
    const foreign = await api('POST', '/routing/comparisons', {
      date: DATE,
      plans: [{ scenario_id: null }, { scenario_id: texan?.id }],
    });
    expect(foreign.status).toBe(422);
    expect(foreign.body.errors).toEqual({ 'plans.1.scenario_id': [UNKNOWN_SCENARIO] });
    const [other] = await db
      .insert(routingScenarios)
      .values({ state: 'NY', carTypeId: 1, title: 'Other' })
      .returning();
    const stray = await api('POST', '/routing/comparisons', {
      date: DATE,
      plans: [{ scenario_id: other?.id, item_id: t.itemIds[0] }, { scenario_id: null }],
    });
    expect(stray.body.errors).toEqual({ 'plans.0.item_id': [UNKNOWN_ITEM] });
    expect(
      await db
        .select()
        .from(routingRuns)
        .where(eq(routingRuns.id, comparisonId + 1)),
    ).toEqual([]);
  });
});

describe('access', () => {
  it('needs view.routing, refuses fleet users, and finds no comparison of another state', async () => {
    const db = t.server.database.db;
    const without = await staffHolding(db, ['view.routes']);
    const holder = await staffHolding(db, ['view.routing']);
    const path = `/routing/comparisons/${comparisonId}`;
    expect((await call<Body>(t.server.url, 'GET', path, { token: without })).status).toBe(403);
    expect((await call<Body>(t.server.url, 'GET', path, { token: holder })).status).toBe(200);
    const fleetToken = await tokenForEmail(db, FLEET_USER);
    expect((await call<Body>(t.server.url, 'GET', path, { token: fleetToken, fleet: true })).status).toBe(
      403,
    );
    const refused = await call<Body>(t.server.url, 'POST', `${path}/discard`, { token: without });
    expect(refused.status).toBe(403);
    expect((await api('GET', path, undefined, 'TX')).status).toBe(404);
  });
});

describe('POST /routing/comparisons/{id}/use and /discard', () => {
  it('saves the used plan’s routes as ROUTE does, skipping a ride changed since, and decides once', async () => {
    const db = t.server.database.db;
    const [planA] = (await plansOf(comparisonId)).filter((p) => p.side === 'a');
    const drafts = planA?.routes as RouteDraft[];
    expect(drafts.length).toBeGreaterThan(0);
    const changed = drafts[0]?.rides[0]?.id as number;
    await db
      .update(rides)
      .set({ pickupNote: 'changed after the comparison', updatedAt: new Date() })
      .where(eq(rides.id, changed));
    changedRide = changed;

    const used = await api('POST', `/routing/comparisons/${comparisonId}/use`, { side: 'a' });
    expect(used.status).toBe(200);
    expect(used.body.message).toBe(routingComparisons.COMPARISON_USED);
    expect(used.body.skipped).toEqual([{ ride_id: changed, reason: PLAN_SKIPS.changed }]);
    const saved = await routesOf(DATE);
    expect(saved.length).toBe(used.body.routes_created);
    expect(saved.every((r) => r.type === 'auto' && r.status === 'finished')).toBe(true);
    const plannedRides = drafts.reduce((sum, d) => sum + d.rides.length, 0);
    expect(saved.reduce((sum, r) => sum + r.ridesCount, 0)).toBe(plannedRides - 1);
    expect(used.body.comparison.outcome).toBe('used');
    expect(used.body.comparison.plans.map((p: Body) => p.outcome)).toEqual(['used', 'discarded']);
    const listed = (await api('GET', `/routing/routes?date=${DATE}`)).body.routes as Body[];
    expect(listed.length).toBe(saved.length);
    // The day's routes changed by the admin's hand: one audit row says who, which plan and what it made.
    const [audit, ...more] = await auditOf(comparisonId);
    expect(more).toEqual([]);
    expect(audit).toMatchObject({ action: 'routing.comparison_used', before: { outcome: 'open' } });
    expect(audit?.after).toMatchObject({ outcome: 'used', side: 'a', route_ids: saved.map((r) => r.id) });

    for (const again of [
      await api('POST', `/routing/comparisons/${comparisonId}/use`, { side: 'b' }),
      await api('POST', `/routing/comparisons/${comparisonId}/discard`),
    ]) {
      expect(again.status).toBe(409);
      expect(again.body.message).toBe(COMPARISON_DECIDED);
    }
    const bad = await api('POST', `/routing/comparisons/${comparisonId}/use`, { side: 'c' });
    expect(bad.status).toBe(422);
  });

  it('skips the rides a route took since, and every ride of a driver routed since', async () => {
    const db = t.server.database.db;
    const [saved] = await db
      .select()
      .from(routingRouteRides)
      .innerJoin(routingRoutes, eq(routingRoutes.id, routingRouteRides.routeId))
      .where(eq(routingRoutes.serviceDate, DATE));
    const [free] = await db.select().from(rides).where(eq(rides.id, changedRide));
    const held = saved?.routing_route_rides.rideId as number;
    const asPlanned = (ride: typeof free) => ({
      id: ride?.id as number,
      status: ride?.status as string,
      updatedAt: ride?.updatedAt.toISOString() as string,
      priceCents: 1000,
    });
    const [heldRide] = await db.select().from(rides).where(eq(rides.id, held));
    const stopsOf = (ids: number[]) =>
      ids.flatMap((rideId, i) =>
        (['pickup', 'dropoff'] as const).map((type, j) => ({
          rideId,
          type,
          lat: 40.75,
          lon: -73.98,
          at: new Date(Date.UTC(2031, 6, 14, 14, i * 30 + j * 10)).toISOString(),
          requiredAt: null,
        })),
      );
    const draft = (driverId: number, planned: (typeof free)[]): RouteDraft => ({
      driverId,
      carId: null,
      fleetId: t.fleet,
      capacity: 4,
      scenarioId: null,
      from: '2031-07-14T14:00:00.000Z',
      to: '2031-07-14T16:00:00.000Z',
      distance: 3,
      duration: 60,
      rides: planned.map(asPlanned),
      stops: stopsOf(planned.map((r) => r?.id as number)),
    });
    const busyDriver = saved?.routing_routes.driverId as number;
    const id = await makeComparison(db, {
      date: DATE,
      routesA: [draft(busyDriver, [free]), draft(t.freeDriver, [heldRide, free])],
    });
    const used = await api('POST', `/routing/comparisons/${id}/use`, { side: 'a' });
    expect(used.status).toBe(200);
    expect(used.body.skipped).toEqual([
      { ride_id: changedRide, reason: PLAN_SKIPS.driverRouted },
      { ride_id: held, reason: PLAN_SKIPS.routed },
    ]);
    expect(used.body.routes_created).toBe(1);
    const [made] = await db.select().from(routingRoutes).where(eq(routingRoutes.driverId, t.freeDriver));
    expect(made).toMatchObject({ ridesCount: 1, status: 'finished', type: 'auto', serviceDate: DATE });
    const stops = await db
      .select()
      .from(routingWaypoints)
      .where(eq(routingWaypoints.routeId, made?.id ?? 0));
    expect(stops.map((s) => s.rideId)).toEqual([changedRide, changedRide]);
  });

  it('discards both plans; refuses to decide a comparison still being computed', async () => {
    const db = t.server.database.db;
    const id = await makeComparison(db, { date: '2031-07-20' });
    const discarded = await api('POST', `/routing/comparisons/${id}/discard`);
    expect(discarded.status).toBe(200);
    expect(discarded.body.message).toBe(routingComparisons.COMPARISON_DISCARDED);
    expect(discarded.body.comparison.outcome).toBe('discarded');
    expect(await routesOf('2031-07-20')).toEqual([]);
    expect((await auditOf(id)).map((a) => [a.action, a.after])).toEqual([
      ['routing.comparison_discarded', { outcome: 'discarded' }],
    ]);

    const [running] = await db
      .insert(routingRuns)
      .values({ kind: 'compare', state: 'NY', serviceDate: '2031-07-21', status: 'running' })
      .returning();
    const early = await api('POST', `/routing/comparisons/${running?.id}/use`, { side: 'a' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(COMPARISON_RUNNING);
    expect((await api('GET', `/routing/comparisons/${running?.id}`)).body.comparison.plans).toEqual([]);
  });
});

describe('the main fleet', () => {
  it("compares over the main fleet's drivers alone (fleet id 0: drivers of no fleet)", async () => {
    const db = t.server.database.db;
    const day = '2031-07-22';
    const main = await mainFleetDriver(db);
    // An expired licence keeps them off both plans but lists them: proof the job read them.
    await documentedDriver(db, main, { driver: 'driver_license' });
    await dayOfRides(db, day, 2);
    const started = await api('POST', '/routing/comparisons', {
      date: day,
      fleet_ids: [0],
      plans: [{ scenario_id: null }, { scenario_id: t.scenarioId }],
    });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    let comparison: Body = {};
    await eventually(async () => {
      comparison = await comparisonOf(started.body.comparison.id);
      expect(comparison.status, comparison.error).toBe('finished');
    });
    const read = comparison.excluded.map((e: Body) => e.driver_id as number);
    expect(read).toContain(main);
    const fleets = await db
      .selectDistinct({ fleetId: drivers.fleetId })
      .from(drivers)
      .where(inArray(drivers.id, read));
    expect(fleets).toEqual([{ fleetId: null }]);
  }, 90_000);
});
