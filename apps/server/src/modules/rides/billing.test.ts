import type { AppAction, Note, RideActionPayload, RideDetail } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { makeRide, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';
import { rides } from '../../db/schema';

/**
 * Billing notes never leave the server to a caller without rides.view-billing-notes: not as the ride's
 * `billing_note`, not as a line of its log, not in a list row, not in a realtime payload.
 */

const BILLING_NOTE = 'Broker paid twice, refund pending';
const RIDE_BILLING_NOTE = 'Card declined';

let server: TestServer;
let withKey: string;
let withoutKey: string;
let rideId: number;
const sockets = createSocketSet();
let heardWithKey: AppAction[];
let heardWithoutKey: AppAction[];

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  withKey = await tokenForEmail(db, ADMIN);
  withoutKey = await staffHolding(db, []);
  rideId = (await makeRide(db, { status: 'pending', companyId: 39 })).id;
  await db.update(rides).set({ billingNote: RIDE_BILLING_NOTE }).where(eq(rides.id, rideId));
  heardWithKey = await sockets.listen(server.url, withKey);
  heardWithoutKey = await sockets.listen(server.url, withoutKey);
  const note = await call(server.url, 'POST', '/notes', {
    token: withKey,
    body: { data: { entity_type: 'ride', entity_id: rideId, category: 'billing', body: BILLING_NOTE } },
  });
  expect(note.status, JSON.stringify(note.body)).toBe(200);
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const detail = (token: string) =>
  call<{ ride: RideDetail }>(server.url, 'GET', `/rides/${rideId}`, { token }).then((res) => res.body.ride);
const listed = (token: string) =>
  call<{ rides: { data: RideDetail[] } }>(server.url, 'GET', `/rides?search=id:${rideId}`, { token }).then(
    (res) => res.body.rides.data,
  );
const logBodies = (ride: RideDetail) => ride.events.map((event) => event.body);

describe('a staff user without the billing-notes key', () => {
  it("gets the ride without its billing_note and its log without the billing note's line", async () => {
    const ride = await detail(withoutKey);
    expect(ride.id).toBe(rideId);
    expect(ride.billing_note).toBeNull();
    expect(logBodies(ride)).not.toContain(BILLING_NOTE);
    expect(ride.events.some((event) => event.event_type === 'billing_note')).toBe(false);
  });

  it('gets list rows without billing_note', async () => {
    const [row] = await listed(withoutKey);
    expect(row?.id).toBe(rideId);
    expect(row?.billing_note).toBeNull();
  });

  it("gets the ride's notes without billing notes, and a 403 when asking for them by name", async () => {
    const notes = await call<{ notes: Note[] }>(server.url, 'GET', `/rides/${rideId}/notes`, {
      token: withoutKey,
    });
    expect(notes.status).toBe(200);
    expect(notes.body.notes.map((note) => note.body)).not.toContain(BILLING_NOTE);
    const byName = await call(
      server.url,
      'GET',
      `/notes?entity_type=ride&entity_id=${rideId}&category=billing`,
      {
        token: withoutKey,
      },
    );
    expect(byName.status).toBe(403);
  });

  it('hears ride events without billing_note while a key holder hears it', async () => {
    const updatedRide = (heard: AppAction[]) =>
      heard
        .map((action) => action.payload as RideActionPayload)
        .find((payload) => payload.ride_id === rideId && payload.event === 'updated')?.ride;
    await eventually(() => expect(updatedRide(heardWithKey)?.billing_note).toBe(RIDE_BILLING_NOTE));
    await eventually(() => expect(updatedRide(heardWithoutKey)).toBeDefined());
    expect(updatedRide(heardWithoutKey)?.billing_note).toBeNull();
    expect(heardWithoutKey.filter((action) => JSON.stringify(action).includes(RIDE_BILLING_NOTE))).toEqual(
      [],
    );
  });
});

describe('a staff user with the key', () => {
  it('gets billing_note, the billing line in the log, the row and the notes', async () => {
    const ride = await detail(withKey);
    expect(ride.billing_note).toBe(RIDE_BILLING_NOTE);
    expect(ride.events).toContainEqual(
      expect.objectContaining({ event_type: 'billing_note', body: BILLING_NOTE }),
    );
    expect((await listed(withKey))[0]?.billing_note).toBe(RIDE_BILLING_NOTE);
  });
});
