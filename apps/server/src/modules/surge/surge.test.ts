import { MESSAGES } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { rideRow, staffHolding } from '../../../test/ride-fixtures';
import { type Body, FAR_ROCKAWAY, surgeTestServer } from '../../../test/surge-test-setup';
import { auditLog, surgeGroups } from '../../db/schema';

// Who may use the surge board, its zones and its groups; the pending rides board is in surge-pending-rides.test.ts.
const surge = surgeTestServer();
const { get, post, openRide } = surge;

describe('surge.view', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/surge_zones'],
    ['POST', '/surge_zones/groups/1/activate'],
    ['GET', '/rides/pending_rides'],
    ['GET', '/rides/pending_rides/stats'],
    ['POST', '/rides/pending_rides/change-price', { ride_id: 1, type: 'increase' }],
    ['GET', '/surge_zones/settings/hide_marketplace_trips'],
    [
      'POST',
      '/surge_zones/settings/hide_marketplace_trips',
      { company_id: 1, zone_ids: [17], min_ahead: 5, status: 'active' },
    ],
  ];

  it('is needed by every surge call', async () => {
    const without = await staffHolding(surge.server.database.db, ['view.routing'], 1);
    for (const [method, path, body] of calls) {
      const res = await call<Body>(surge.server.url, method as 'GET', path, { token: without, body });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe(MESSAGES.forbidden);
    }
  });

  it('is not enough for a facility user: surge prices the operator’s marketplace', async () => {
    const facility = await staffHolding(surge.server.database.db, ['surge.view'], 50);
    const id = await openRide();
    for (const [method, path, sample] of calls) {
      const body = path.endsWith('change-price') ? { ride_id: id, type: 'increase' } : sample;
      const res = await call<Body>(surge.server.url, method as 'GET', path, { token: facility, body });
      expect(res.status, path).toBe(403);
    }
    expect((await rideRow(surge.server.database.db, id)).surgeAmountCents).toBe(0);
  });
});

describe('GET /surge_zones', () => {
  it("answers the active group's zones with polygons and open marketplace ride counts, driver stats and the groups", async () => {
    const before = await get('/surge_zones');
    expect(before.status).toBe(200);
    const zones = before.body.zones as {
      id: number;
      name: string;
      pending_rides_count: number;
      polygon: { type: string };
    }[];
    expect(zones).toHaveLength(24);
    const farRockaway = zones.find((z) => z.id === FAR_ROCKAWAY);
    expect(farRockaway).toMatchObject({
      name: 'Far Rockaway',
      short_name: 'FR',
      polygon: { type: 'Polygon' },
    });
    await openRide(60);
    // A ride that is not a marketplace ride, or has a driver, or is three days away does not count.
    await openRide(60, FAR_ROCKAWAY, { isMarketplaceRide: false });
    await openRide(3 * 24 * 60);
    const after = (await get('/surge_zones')).body.zones as typeof zones;
    expect(after.find((z) => z.id === FAR_ROCKAWAY)?.pending_rides_count).toBe(
      (farRockaway?.pending_rides_count ?? 0) + 1,
    );
    const stats = before.body.stats as { online: number; busy: number; available: number };
    expect(stats.online).toBeGreaterThan(0);
    expect(stats.available).toBe(stats.online - stats.busy);
    const groups = before.body.surge_groups as { name: string; status: string }[];
    expect(groups.map((g) => g.name)).toEqual(['All NYC', 'Manhattan', 'Outer Boroughs']);
    expect(groups.filter((g) => g.status === 'active').map((g) => g.name)).toEqual(['All NYC']);
  });
});

describe('POST /surge_zones/groups/{id}/activate', () => {
  it('leaves exactly one group active, answers its zones and is audited', async () => {
    const res = await post('/surge_zones/groups/2/activate');
    expect(res.status).toBe(200);
    expect((res.body.zones as { name: string }[]).map((z) => z.name)).toEqual([
      'Financial District',
      'Harlem',
      'Midtown',
      'Upper East Side',
      'Upper West Side',
      'Washington Heights',
    ]);
    const db = surge.server.database.db;
    const active = await db.select().from(surgeGroups).where(eq(surgeGroups.status, 'active'));
    expect(active.map((g) => g.id)).toEqual([2]);
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'surge.group_activated'), eq(auditLog.entityId, '2')));
    expect(audit?.before).toEqual({ active_group_id: 1 });
    expect(((await get('/surge_zones')).body.zones as unknown[]).length).toBe(6);
    expect((await post('/surge_zones/groups/1/activate')).status).toBe(200);
    expect(
      (await db.select().from(surgeGroups).where(eq(surgeGroups.status, 'active'))).map((g) => g.id),
    ).toEqual([1]);
  });

  it('answers 404 for a group that does not exist, and changes nothing', async () => {
    const res = await post('/surge_zones/groups/999/activate');
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Surge group not found.');
    const active = await surge.server.database.db
      .select()
      .from(surgeGroups)
      .where(eq(surgeGroups.status, 'active'));
    expect(active.map((g) => g.id)).toEqual([1]);
  });
});
