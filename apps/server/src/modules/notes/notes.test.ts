import { type AppAction, MESSAGES, type Note } from '@fleetdesk/contract';
import { and, eq, sql } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { activeDrivers, fleetOfEmail, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { idsWhere } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, notes, noteWebhooks, rideEvents } from '../../db/schema';

let server: TestServer;
let admin: string;
let noKeys: string;
let fleetUser: string;
let rideId: number;
let fleetDriver: number;
let otherDriver: number;
const heard: AppAction[] = [];
let socket: Socket;

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  admin = await tokenForEmail(db, ADMIN);
  noKeys = await staffHolding(db, []);
  fleetUser = await tokenForEmail(db, FLEET_USER);
  const fleetId = await fleetOfEmail(db, FLEET_USER);
  [rideId] = (await idsWhere(db, sql`fleet_id = ${fleetId}`)) as [number];
  fleetDriver = (await activeDrivers(db, fleetId))[0]?.id as number;
  otherDriver = (await activeDrivers(db, fleetId, true))[0]?.id as number;
  socket = io(server.url, { transports: ['websocket'] });
  socket.on('app_action', (action) => heard.push(action));
  await new Promise<void>((resolve) => {
    socket.on('authenticated', () => resolve());
    socket.on('connect', () => socket.emit('authenticate', { token: admin }));
  });
});
afterAll(async () => {
  socket.close();
  await server.close();
});

const post = (data: Record<string, unknown>, token = admin) =>
  call<{ note: Note; message: string }>(server.url, 'POST', '/notes', { token, body: { data } });
const rideNote = (body: string, category = 'ride') => ({
  entity_type: 'ride',
  entity_id: rideId,
  category,
  body,
});

describe('POST /notes', () => {
  it("adds a ride note to the ride's log and audit, and tells the ride's watchers", async () => {
    const res = await post(rideNote('  Rider asked for the side entrance  '));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MESSAGES.noteAdded);
    expect(res.body.note).toMatchObject({ body: 'Rider asked for the side entrance', category: 'ride' });
    const db = server.database.db;
    const { rows } = await db.execute<{ name: string }>(
      sql`select first_name || ' ' || last_name as name from admins where email = ${ADMIN}`,
    );
    expect(res.body.note.added_by).toBe(rows[0]?.name);
    const events = await db
      .select()
      .from(rideEvents)
      .where(and(eq(rideEvents.rideId, rideId), eq(rideEvents.eventType, 'note')));
    expect(events.map((e) => e.body)).toContain('Rider asked for the side entrance');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'note.created'));
    expect(audit.map((a) => a.entityId)).toContain(String(rideId));
    await expect
      .poll(() => heard.find((a) => a.type === 'ride.updated' && a.payload.ride_id === rideId))
      .toBeDefined();
  });

  it('holds ride notes to 250 characters and other notes to 100', async () => {
    expect((await post(rideNote('x'.repeat(250)))).status).toBe(200);
    const long = await post(rideNote('x'.repeat(251)));
    expect(long.status).toBe(422);
    expect(long.body.message).toBe('Must be at most 250 characters!');
    const driverNote = { entity_type: 'driver', entity_id: fleetDriver, category: 'dispatch_note' };
    expect((await post({ ...driverNote, body: 'y'.repeat(100) })).status).toBe(200);
    const longDriver = await post({ ...driverNote, body: 'y'.repeat(101) });
    expect(longDriver.status).toBe(422);
    expect(longDriver.body.message).toBe('Must be at most 100 characters!');
  });

  it('refuses blank notes, foreign categories, missing entities and fleet users', async () => {
    expect((await post(rideNote('   '))).body.message).toBe(MESSAGES.required);
    expect((await post(rideNote('hello', 'edit-cars'))).status).toBe(422);
    expect((await post({ ...rideNote('hello'), entity_id: 999999999 })).status).toBe(404);
    const fleet = await call(server.url, 'POST', '/notes', {
      token: fleetUser,
      fleet: true,
      body: { data: rideNote('hello') },
    });
    expect(fleet.status).toBe(403);
  });
});

describe('billing notes and webhooks', () => {
  it('are read and written only with rides.view-billing-notes', async () => {
    expect((await post(rideNote('Billed twice by the broker', 'billing'), noKeys)).status).toBe(403);
    const billing = await post(rideNote('Billed twice by the broker', 'billing'));
    expect(billing.status).toBe(200);
    await server.database.db.insert(noteWebhooks).values({
      noteId: billing.body.note.id,
      name: 'sentry-billing',
      status: 'sent',
      responseStatusCode: 200,
      vendorStatus: 'success',
    });
    const list = (token: string, query = '') =>
      call<{ notes: Note[] }>(server.url, 'GET', `/rides/${rideId}/notes${query}`, { token });
    const withKey = await list(admin, '?load_webhooks=true');
    const found = withKey.body.notes.find((n) => n.id === billing.body.note.id);
    expect(found?.webhooks).toEqual([
      expect.objectContaining({
        name: 'sentry-billing',
        vendor_status: 'success',
        response_status_code: 200,
      }),
    ]);
    const noHooks = await list(admin, '?load_webhooks=false');
    expect(noHooks.body.notes.find((n) => n.id === billing.body.note.id)?.webhooks).toEqual([]);
    const withoutKey = await list(noKeys);
    expect(withoutKey.body.notes.length).toBeGreaterThan(0);
    expect(withoutKey.body.notes.some((n) => n.category === 'billing')).toBe(false);
  });
});

describe('GET /notes', () => {
  it('lists one entity, newest first or oldest first, by category', async () => {
    const url = `/notes?entity_type=ride&entity_id=${rideId}`;
    const desc = await call<{ notes: { data: Note[] } }>(server.url, 'GET', url, { token: admin });
    const times = desc.body.notes.data.map((n) => n.created_at);
    expect(times.length).toBeGreaterThan(2);
    expect(times).toEqual([...times].sort().reverse());
    expect(desc.body.notes.data.every((n) => n.entity_id === rideId && n.entity_type === 'ride')).toBe(true);
    const asc = await call<{ notes: { data: Note[] } }>(
      server.url,
      'GET',
      `${url}&sort_by_type=asc&per_page=2`,
      {
        token: admin,
      },
    );
    expect(asc.body.notes.data.map((n) => n.id)).toEqual(
      desc.body.notes.data
        .map((n) => n.id)
        .reverse()
        .slice(0, 2),
    );
    const billing = await call<{ notes: { data: Note[] } }>(server.url, 'GET', `${url}&category=billing`, {
      token: admin,
    });
    expect(billing.body.notes.data.map((n) => n.category)).toEqual(['billing']);
  });

  it("shows 'anonymous' for a note without an author", async () => {
    const [row] = await server.database.db
      .insert(notes)
      .values({ entityType: 'driver', entityId: fleetDriver, category: 'default', body: 'Imported' })
      .returning();
    const res = await call<{ notes: { data: Note[] } }>(
      server.url,
      'GET',
      `/notes?entity_type=driver&entity_id=${fleetDriver}`,
      { token: fleetUser, fleet: true },
    );
    expect(res.body.notes.data.find((n) => n.id === row?.id)?.added_by).toBe('anonymous');
  });

  it("shows a fleet user the staff's notes as Dispatch's, with no admin id, and staff every author", async () => {
    const note = {
      entity_type: 'driver',
      entity_id: fleetDriver,
      category: 'dispatch_note',
      body: 'Check tyres',
    };
    const added = await call<{ note: Note }>(server.url, 'POST', '/notes', {
      token: admin,
      body: { data: note },
    });
    expect(added.body.note.added_by).not.toBe('Dispatch');
    const url = `/notes?entity_type=driver&entity_id=${fleetDriver}`;
    const asFleet = await call<{ notes: { data: Note[] } }>(server.url, 'GET', url, {
      token: fleetUser,
      fleet: true,
    });
    expect(asFleet.body.notes.data.find((n) => n.id === added.body.note.id)).toMatchObject({
      added_by: 'Dispatch',
      admin_id: null,
    });
    const asStaff = await call<{ notes: { data: Note[] } }>(server.url, 'GET', url, { token: admin });
    expect(asStaff.body.notes.data.find((n) => n.id === added.body.note.id)).toMatchObject({
      added_by: added.body.note.added_by,
      admin_id: added.body.note.admin_id,
    });
  });

  it("keeps a fleet user to their fleet's drivers", async () => {
    const res = await call(server.url, 'GET', `/notes?entity_type=driver&entity_id=${otherDriver}`, {
      token: fleetUser,
      fleet: true,
    });
    expect(res.status).toBe(404);
    expect((await call(server.url, 'GET', '/notes?entity_type=ride', { token: admin })).status).toBe(422);
  });
});
