import { MESSAGES } from '@fleetdesk/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER, signIn } from '../../../test/api';
import { staffHolding } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, fleets } from '../../db/schema';

let server: TestServer;
let adminToken: string;
let fleetToken: string;

beforeAll(async () => {
  server = await startTestServer();
  adminToken = await signIn(server.url, server.database.db, ADMIN);
  fleetToken = await signIn(server.url, server.database.db, FLEET_USER);
});
afterAll(() => server.close());

describe('GET /settings', () => {
  it('returns the reference data the screens read', async () => {
    const res = await call(server.url, 'GET', '/settings?company_id=0', { token: adminToken });
    expect(res.status).toBe(200);
    const body = res.body as Record<string, { name?: string; id?: number }[]>;
    expect(Object.keys(body).sort()).toEqual(
      [
        'car_types',
        'default_affiliates_status',
        'facility_companies',
        'fleets',
        'ride_types',
        'settings',
        'transaction_categories',
        'zones',
      ].sort(),
    );
    expect(body.default_affiliates_status).toEqual(['assigned', 'accepted', 'arriving']);
    expect(body.zones?.some((z) => z.name === 'Far Rockaway')).toBe(true);
    expect(body.car_types?.find((t) => t.id === 2)).toBeDefined();
    expect(body.facility_companies?.length).toBeGreaterThan(0);
    expect(body.fleets?.length).toBeGreaterThan(1);
  });

  it('filters ride types by company', async () => {
    const res = await call<{ ride_types: { company_id: number }[] }>(
      server.url,
      'GET',
      '/settings?company_id=39',
      { token: adminToken },
    );
    expect(res.body.ride_types.length).toBeGreaterThan(0);
    expect(res.body.ride_types.every((t) => t.company_id === 39)).toBe(true);
  });

  it('lists every company for the selectors, brokers and facilities included', async () => {
    const res = await call<{ companies: { id: number; type: string; is_facility: boolean }[] }>(
      server.url,
      'GET',
      '/companies',
      { token: adminToken },
    );
    expect(res.status).toBe(200);
    const { rows } = await server.database.db.execute<{ n: number }>(
      sql`select count(*)::int as n from companies`,
    );
    expect(res.body.companies).toHaveLength(Number(rows[0]?.n));
    expect(res.body.companies.some((c) => c.id === 39)).toBe(true);
    expect(res.body.companies.some((c) => c.is_facility)).toBe(true);
    expect(res.body.companies.some((c) => c.type === 'affiliate')).toBe(true);
  });

  it('shows a fleet user only their own fleet', async () => {
    const res = await call<{ fleets: { id: number }[] }>(server.url, 'GET', '/settings', {
      token: fleetToken,
      fleet: true,
    });
    const { rows } = await server.database.db.execute<{ fleet_id: number }>(
      sql`select fleet_id from admins where email = ${FLEET_USER}`,
    );
    expect(res.body.fleets.map((f) => f.id)).toEqual([rows[0]?.fleet_id]);
  });

  it('tags every answer with a request id the error page can show', async () => {
    const response = await fetch(`${server.url}/api/v1/settings`, {
      headers: { authorization: 'Bearer forged' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{13}$/);
  });

  it('answers 422 for a bad company id and changes nothing', async () => {
    const res = await call(server.url, 'GET', '/settings?company_id=abc', { token: adminToken });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('company_id');
  });
});

describe('fleet settings', () => {
  it('updates a fleet and records the change in the audit log, a save of the same value writes nothing', async () => {
    const save = (value: boolean) =>
      call(server.url, 'POST', '/admin/fleets/1', {
        token: adminToken,
        body: { display_brokers_logo: value },
      });
    const audited = () =>
      server.database.db.select().from(auditLog).where(eq(auditLog.action, 'fleet.updated'));
    // The seeded fleet 1 shows the logos: the same value again is answered, not stored nor audited.
    const same = await save(true);
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ fleet: { id: 1, display_brokers_logo: true } });
    expect(await audited()).toEqual([]);

    const res = await save(false);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Fleet updated successfully',
      fleet: { id: 1, display_brokers_logo: false },
    });
    const [fleet] = await server.database.db.select().from(fleets).where(eq(fleets.id, 1));
    expect(fleet?.displayBrokersLogo).toBe(false);
    const [entry, ...more] = await audited();
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      entityType: 'fleet',
      entityId: '1',
      before: expect.objectContaining({ display_brokers_logo: true }),
      after: expect.objectContaining({ display_brokers_logo: false }),
    });
    expect((await save(true)).status).toBe(200);
  });

  it('lists every fleet with its logo flag for a holder of admin_settings.update_fleet', async () => {
    const token = await staffHolding(server.database.db, ['admin_settings.update_fleet']);
    const res = await call<{ fleets: { id: number; name: string; status: string }[] }>(
      server.url,
      'GET',
      '/admin/fleets',
      { token },
    );
    expect(res.status).toBe(200);
    const all = await server.database.db.select().from(fleets);
    expect(res.body.fleets.map((f) => f.id).sort()).toEqual(all.map((f) => f.id).sort());
    expect(Object.keys(res.body.fleets[0] ?? {}).sort()).toEqual([
      'display_brokers_logo',
      'id',
      'name',
      'status',
    ]);
  });

  it('refuses both fleet calls without admin_settings.update_fleet and changes nothing', async () => {
    const token = await staffHolding(server.database.db, ['admin_settings.view']);
    const listed = await call(server.url, 'GET', '/admin/fleets', { token });
    expect(listed.status).toBe(403);
    expect(listed.body.message).toBe(MESSAGES.forbidden);
    const before = await server.database.db.select().from(fleets).where(eq(fleets.id, 2));
    const updated = await call(server.url, 'POST', '/admin/fleets/2', {
      token,
      body: { display_brokers_logo: !before[0]?.displayBrokersLogo },
    });
    expect(updated.status).toBe(403);
    expect(await server.database.db.select().from(fleets).where(eq(fleets.id, 2))).toEqual(before);
  });

  it('tells the fleet’s users at once: a fleet user reads the new flag in GET /settings', async () => {
    const read = () =>
      call<{ fleets: { display_brokers_logo: boolean }[] }>(server.url, 'GET', '/settings?company_id=0', {
        token: fleetToken,
        fleet: true,
      });
    const fleetId = (
      await server.database.db.execute(sql`select fleet_id from admins where email = ${FLEET_USER}`)
    ).rows[0]?.fleet_id as number;
    await call(server.url, 'POST', `/admin/fleets/${fleetId}`, {
      token: adminToken,
      body: { display_brokers_logo: true },
    });
    expect((await read()).body.fleets).toEqual([expect.objectContaining({ display_brokers_logo: true })]);
    await call(server.url, 'POST', `/admin/fleets/${fleetId}`, {
      token: adminToken,
      body: { display_brokers_logo: false },
    });
    expect((await read()).body.fleets).toEqual([expect.objectContaining({ display_brokers_logo: false })]);
  });

  it('answers 404 for an unknown fleet', async () => {
    const res = await call(server.url, 'POST', '/admin/fleets/99999', {
      token: adminToken,
      body: { display_brokers_logo: true },
    });
    expect(res.status).toBe(404);
  });

  it('answers 422 for an id beyond the integer range instead of failing', async () => {
    const res = await call(server.url, 'POST', '/admin/fleets/99999999999', {
      token: adminToken,
      body: { display_brokers_logo: true },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty('id');
  });

  it('refuses a body of the wrong type', async () => {
    const res = await call(server.url, 'POST', '/admin/fleets/1', {
      token: adminToken,
      body: { display_brokers_logo: 'yes' },
    });
    expect(res.status).toBe(422);
  });
});
