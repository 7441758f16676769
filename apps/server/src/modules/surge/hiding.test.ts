import { type MarketplaceHidingSetting, MESSAGES } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, FLEET_USER } from '../../../test/api';
import {
  ARRO,
  activeDrivers,
  fleetOfEmail,
  makeRide,
  SENTRY,
  SENTRY2,
  staffHolding,
  tokenForEmail,
} from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, marketplaceHidingSettings, rides } from '../../db/schema';

type Body = Record<string, unknown>;
let server: TestServer;
let token: string;
let fleetToken: string;
const MINUTE_MS = 60_000;
const FAR_ROCKAWAY = 17;
const JAMAICA = 16;
const PATH = '/surge_zones/settings/hide_marketplace_trips';

const save = (body: Record<string, unknown>) => call<Body>(server.url, 'POST', PATH, { token, body });
const settings = async () =>
  (await call<Body>(server.url, 'GET', PATH, { token })).body.settings as MarketplaceHidingSetting[];

/** A marketplace ride open to drivers (released), of a company, picked up `minutes` from now in a zone. */
async function releasedRide(companyId: number, zoneId: number, minutes: number) {
  const db = server.database.db;
  const ride = await makeRide(db, {
    status: 'pending',
    companyId,
    isMarketplaceRide: true,
    availableForDrivers: true,
    pickupAt: new Date(Date.now() + minutes * MINUTE_MS),
  });
  await db.update(rides).set({ pickupZoneId: zoneId, wav: false }).where(eq(rides.id, ride.id));
  return ride.id;
}

/** Whether the ride is in the marketplace feeds: a driver's ride offers and the fleet user's reach. */
async function inFeeds(rideId: number) {
  const offers = await call<Body>(server.url, 'GET', '/drivers/1/ride_offers', {
    token: fleetToken,
    fleet: true,
  });
  const offered = (offers.body.rides as { id: number }[]).some((r) => r.id === rideId);
  const detail = await call<Body>(server.url, 'GET', `/rides/${rideId}`, { token: fleetToken, fleet: true });
  return { offered, fleetSees: detail.status === 200 };
}

beforeAll(async () => {
  server = await startTestServer();
  token = await staffHolding(server.database.db, ['surge.view'], 1);
  fleetToken = await tokenForEmail(server.database.db, FLEET_USER);
});
afterAll(() => server.close());

describe('GET /surge_zones/settings/hide_marketplace_trips', () => {
  it('lists every marketplace company and zone, inactive with 0 until set', async () => {
    const list = await settings();
    const companies = [...new Set(list.map((s) => s.company_name))];
    expect(companies).toEqual(['Arro', 'MTA Access-A-Ride', 'NYC TLC', 'Sentry', 'Sentry 2']);
    expect(list).toHaveLength(5 * 24);
    expect(list.find((s) => s.company_id === SENTRY && s.zone_id === FAR_ROCKAWAY)).toEqual({
      company_id: SENTRY,
      company_name: 'Sentry',
      zone_id: FAR_ROCKAWAY,
      zone_name: 'Far Rockaway',
      min_ahead: 0,
      status: 'inactive',
    });
  });
});

describe('POST /surge_zones/settings/hide_marketplace_trips', () => {
  it('sets a company’s zones at once, answers them with the spec’s toast and is audited', async () => {
    const res = await save({
      company_id: ARRO,
      zone_ids: [FAR_ROCKAWAY, JAMAICA],
      min_ahead: 45,
      status: 'active',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Great! You have updated the settings!');
    const answered = res.body.settings as MarketplaceHidingSetting[];
    expect(answered.every((s) => s.company_id === ARRO)).toBe(true);
    expect(answered.filter((s) => s.status === 'active').map((s) => [s.zone_name, s.min_ahead])).toEqual([
      ['Far Rockaway', 45],
      ['Jamaica', 45],
    ]);
    const [audit] = await server.database.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'surge.marketplace_hiding_updated'), eq(auditLog.entityId, String(ARRO))),
      );
    expect(audit?.after).toEqual({ zone_ids: [FAR_ROCKAWAY, JAMAICA], min_ahead: 45, status: 'active' });
    expect(audit?.before).toEqual({ settings: [] });
    // An inactive setting may keep an empty min_ahead (sent as 0).
    const off = await save({ company_id: ARRO, zone_ids: [JAMAICA], min_ahead: 0, status: 'inactive' });
    expect(off.status).toBe(200);
    const stored = (await settings()).filter((s) => s.company_id === ARRO && s.status === 'active');
    expect(stored.map((s) => s.zone_id)).toEqual([FAR_ROCKAWAY]);
  });

  it.each([
    [{ min_ahead: 0, status: 'active' }, { min_ahead: [MESSAGES.minAheadRequired] }],
    [{ min_ahead: -5, status: 'active' }, { min_ahead: [MESSAGES.minAheadPositive] }],
    [{ min_ahead: 2.5, status: 'inactive' }, { min_ahead: [MESSAGES.minAheadPositive] }],
    [{ zone_ids: [] }, { zone_ids: [MESSAGES.required] }],
  ])('refuses %j with the spec’s message and stores nothing', async (change, errors) => {
    const res = await save({
      company_id: SENTRY,
      zone_ids: [JAMAICA],
      min_ahead: 10,
      status: 'active',
      ...change,
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual(errors);
    const rows = await server.database.db
      .select()
      .from(marketplaceHidingSettings)
      .where(eq(marketplaceHidingSettings.companyId, SENTRY));
    expect(rows).toEqual([]);
  });

  it('refuses a company that is no marketplace company and a zone that does not exist', async () => {
    const company = await save({ company_id: 39, zone_ids: [JAMAICA], min_ahead: 10, status: 'active' });
    expect(company.status).toBe(422);
    expect(company.body.errors).toEqual({ company_id: ['Must be a marketplace company'] });
    const zone = await save({
      company_id: SENTRY,
      zone_ids: [JAMAICA, 999],
      min_ahead: 10,
      status: 'active',
    });
    expect(zone.status).toBe(422);
    expect(zone.body.errors).toEqual({ zone_ids: ['Unknown zone 999'] });
  });
});

describe('hidden rides', () => {
  it('leave the marketplace feeds for that company and zone within min_ahead minutes, and come back', async () => {
    const soon = await releasedRide(SENTRY, FAR_ROCKAWAY, 10);
    const later = await releasedRide(SENTRY, FAR_ROCKAWAY, 90);
    const otherZone = await releasedRide(SENTRY, JAMAICA, 10);
    // Arro hides Far Rockaway since the test above; Sentry 2 does not.
    const otherCompany = await releasedRide(SENTRY2, FAR_ROCKAWAY, 10);
    for (const id of [soon, later, otherZone, otherCompany])
      expect((await inFeeds(id)).fleetSees, `ride ${id} before`).toBe(true);
    expect((await inFeeds(soon)).offered).toBe(true);

    expect(
      (await save({ company_id: SENTRY, zone_ids: [FAR_ROCKAWAY], min_ahead: 30, status: 'active' })).status,
    ).toBe(200);
    expect(await inFeeds(soon)).toEqual({ offered: false, fleetSees: false });
    for (const id of [later, otherZone, otherCompany])
      expect((await inFeeds(id)).fleetSees, `ride ${id}`).toBe(true);
    expect((await inFeeds(otherZone)).offered).toBe(true);
    // Nor may a fleet act on it by its id: giving it to a driver or reading its notes is answered 404.
    const assign = await call<Body>(server.url, 'POST', `/rides/${soon}`, {
      token: fleetToken,
      fleet: true,
      body: {
        entity_id: (
          await activeDrivers(server.database.db, await fleetOfEmail(server.database.db, FLEET_USER))
        )[0]?.id,
        status: 'assign_driver',
      },
    });
    expect(assign.status).toBe(404);
    const notes = await call<Body>(server.url, 'GET', `/rides/${soon}/notes`, {
      token: fleetToken,
      fleet: true,
    });
    expect(notes.status).toBe(404);
    expect((await server.database.db.select().from(rides).where(eq(rides.id, soon)))[0]?.driverId).toBeNull();
    // Staff still see it: hiding concerns the marketplace, not the dispatchers.
    expect(
      (await call(server.url, 'GET', `/rides/${soon}`, { token: await staffHolding(server.database.db, []) }))
        .status,
    ).toBe(200);

    expect(
      (await save({ company_id: SENTRY, zone_ids: [FAR_ROCKAWAY], min_ahead: 30, status: 'inactive' }))
        .status,
    ).toBe(200);
    expect(await inFeeds(soon)).toEqual({ offered: true, fleetSees: true });
    // Shown again, the fleet may give it to its driver: the 404 above was the hiding.
    const [driver] = await activeDrivers(
      server.database.db,
      await fleetOfEmail(server.database.db, FLEET_USER),
    );
    const given = await call<Body>(server.url, 'POST', `/rides/${soon}`, {
      token: fleetToken,
      fleet: true,
      body: { entity_id: driver?.id, status: 'assign_driver' },
    });
    expect(given.status).toBe(200);
  });
});
