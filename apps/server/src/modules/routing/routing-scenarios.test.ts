import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN } from '../../../test/api';
import { activeDrivers, tokenForEmail } from '../../../test/ride-fixtures';
import { type Body, makeRoute, makeScenario, routingApi } from '../../../test/routing-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, routingRoutes, routingScenarioItems, routingScenarios } from '../../db/schema';
import { SEED_SCENARIOS } from '../../db/seed/routing';

let server: TestServer;
let token: string;

const api = routingApi(
  () => server,
  () => token,
);
const itemsOf = (id: number) =>
  server.database.db.select().from(routingScenarioItems).where(eq(routingScenarioItems.scenarioId, id));

beforeAll(async () => {
  server = await startTestServer();
  token = await tokenForEmail(server.database.db, ADMIN);
});
afterAll(() => server.close());

describe('GET /routing/scenarios', () => {
  it("lists the demo's scenarios of New York with their items, and every car type with its count", async () => {
    const res = await api('GET', '/routing/scenarios');
    expect(res.status).toBe(200);
    expect(res.body.scenarios.length).toBe(SEED_SCENARIOS.length);
    const van = res.body.scenarios.filter((s: Body) => s.car_type === 'Van').map((s: Body) => s.title);
    expect(van).toEqual(['Wheelchair', 'Standard']);
    const standard = res.body.scenarios.find((s: Body) => s.car_type_id === 1);
    expect(standard.items.map((i: Body) => [i.title, i.validation_amount_per_hour])).toEqual([
      ['Strict', 25],
      ['Loose', 0],
    ]);
    expect(res.body.car_types.find((t: Body) => t.id === 6)).toEqual({
      id: 6,
      title: 'Van',
      scenarios_count: 2,
    });
  });

  it('lists one car type, and nothing of another state', async () => {
    const res = await api('GET', '/routing/scenarios?car_type_id=2');
    expect(res.body.scenarios.map((s: Body) => s.car_type_id)).toEqual([2]);
    const jersey = await api('GET', '/routing/scenarios', undefined, 'NJ');
    expect(jersey.body.scenarios).toEqual([]);
    expect(jersey.body.car_types.every((t: Body) => t.scenarios_count === 0)).toBe(true);
  });
});

describe('POST /routing/scenarios/{id}', () => {
  it("creates a scenario with 'new' in the header's state, items taking the spec's defaults", async () => {
    const res = await api(
      'POST',
      '/routing/scenarios/new',
      { title: 'Early birds', car_type_id: 4, priority: 2, max_tries: 3, items: [{ title: 'Morning' }] },
      'NJ',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Great! You have updated scenario!');
    expect(res.body.scenario).toMatchObject({
      state: 'NJ',
      title: 'Early birds',
      car_type: 'SUV',
      status: 'pending',
      has_changed: true,
      max_tries: 3,
    });
    expect(res.body.scenario.items).toEqual([
      {
        id: expect.any(Number),
        scenario_id: res.body.scenario.id,
        title: 'Morning',
        minutes_start_early: 0,
        minutes_finish_late: 0,
        break_between_rides: 0,
        validation_rides_per_hour: 0,
        validation_distance_per_hour: 0,
        validation_amount_per_hour: 0,
        priority: 0,
      },
    ]);
  });

  it('saves the whole item list: updates the named item, adds a new one, deletes the one left out', async () => {
    const created = await api('POST', '/routing/scenarios/new', {
      title: 'Items',
      car_type_id: 1,
      items: [{ title: 'Keep' }, { title: 'Drop' }],
    });
    const { id, items, updated_at } = created.body.scenario;
    const keep = items.find((i: Body) => i.title === 'Keep');
    const res = await api('POST', `/routing/scenarios/${id}`, {
      title: 'Items',
      car_type_id: 1,
      updated_at,
      items: [
        { id: keep.id, title: 'Kept', validation_amount_per_hour: 12.5, minutes_start_early: 15 },
        { title: 'New', priority: 3 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const stored = await itemsOf(id);
    expect(stored.map((i) => [i.title, i.validationAmountPerHourCents, i.minutesStartEarly]).sort()).toEqual([
      ['Kept', 1250, 15],
      ['New', 0, 0],
    ]);
    expect(stored.find((i) => i.title === 'Kept')?.id).toBe(keep.id);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'routing.scenario_update'));
    expect((audit?.before as Body | undefined)?.items.map((i: Body) => i.title)).toEqual(['Keep', 'Drop']);

    const stale = await api('POST', `/routing/scenarios/${id}`, {
      title: 'Again',
      car_type_id: 1,
      updated_at,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone changed this scenario meanwhile. Reload it and try again.');
  });

  it.each([
    [{ car_type_id: 1 }, { title: ['Required'] }],
    [{ title: '   ', car_type_id: 1 }, { title: ['Required'] }],
    [{ title: 'Fifteen chars!!' }, { title: ['Max characters count is 14!'], car_type_id: ['Required'] }],
    [{ title: 'Ok', car_type_id: 1, max_tries: 0 }, { max_tries: ['Must be at least 1'] }],
    [
      { title: 'Ok', car_type_id: 1, items: [{ minutes_start_early: -5 }] },
      { 'items.0.minutes_start_early': ['Must be 0 or more'] },
    ],
    [
      { title: 'Ok', car_type_id: 1, items: [{ minutes_finish_late: 1441 }] },
      { 'items.0.minutes_finish_late': ['Must be at most 1440'] },
    ],
    [
      { title: 'Ok', car_type_id: 1, items: [{ validation_amount_per_hour: 1.234 }] },
      { 'items.0.validation_amount_per_hour': ['At most 2 decimals'] },
    ],
  ])('refuses %j with its messages', async (body, errors) => {
    const before = (await server.database.db.select().from(routingScenarios)).length;
    const res = await api('POST', '/routing/scenarios/new', body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    expect((await server.database.db.select().from(routingScenarios)).length).toBe(before);
  });

  it('accepts a title of exactly 14 characters', async () => {
    const res = await api('POST', '/routing/scenarios/new', { title: 'Fourteen chars', car_type_id: 1 });
    expect(res.status).toBe(200);
  });

  it("refuses an unknown car type, another scenario's item, and a scenario of another state", async () => {
    const other = await makeScenario(server.database.db);
    const [item] = await server.database.db
      .insert(routingScenarioItems)
      .values({ scenarioId: other, title: 'Theirs' })
      .returning();
    const mine = await makeScenario(server.database.db);
    const badType = await api('POST', '/routing/scenarios/new', { title: 'X', car_type_id: 999 });
    expect(badType.body.errors).toEqual({ car_type_id: ['Car type not found.'] });
    const stolen = await api('POST', `/routing/scenarios/${mine}`, {
      title: 'X',
      car_type_id: 1,
      items: [{ id: item?.id }],
    });
    expect(stolen.body.errors).toEqual({ items: ['Item not found.'] });
    expect((await itemsOf(other)).map((i) => i.title)).toEqual(['Theirs']);
    expect(
      (await api('POST', `/routing/scenarios/${mine}`, { title: 'X', car_type_id: 1 }, 'NJ')).status,
    ).toBe(404);
  });

  it('refuses to change a scenario being run', async () => {
    const busy = await makeScenario(server.database.db, { status: 'processing' });
    const res = await api('POST', `/routing/scenarios/${busy}`, { title: 'X', car_type_id: 1 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('This scenario is being run. Try again when it has finished.');
    expect((await api('POST', `/routing/scenarios/${busy}/delete`)).status).toBe(409);
  });
});

describe('POST /routing/scenarios/{id}/delete', () => {
  it('deletes a scenario with its items; routes it built keep their rides and lose only the link', async () => {
    const db = server.database.db;
    const id = await makeScenario(db);
    await db.insert(routingScenarioItems).values({ scenarioId: id, title: 'Gone too' });
    const [driver] = await activeDrivers(db, -1, true);
    const route = await makeRoute(db, { driverId: driver?.id as number, date: '2030-06-01', rides: 1 });
    await db.update(routingRoutes).set({ scenarioId: id }).where(eq(routingRoutes.id, route.id));
    const res = await api('POST', `/routing/scenarios/${id}/delete`);
    expect(res.body).toEqual({ message: 'Great! You have deleted scenario!' });
    expect(await db.select().from(routingScenarios).where(eq(routingScenarios.id, id))).toEqual([]);
    expect(await itemsOf(id)).toEqual([]);
    const detail = await api('GET', `/routing/routes/${route.id}`);
    expect(detail.body.route).toMatchObject({ scenario_id: null, rides_count: 0 });
    expect(detail.body.route.rides.map((r: Body) => r.id)).toEqual(route.rideIds);
    expect((await api('POST', `/routing/scenarios/${id}/delete`)).status).toBe(404);
  });
});
