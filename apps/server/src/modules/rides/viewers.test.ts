import type { Ride, RideActionPayload } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { fleetOfEmail, tokenForEmail } from '../../../test/ride-fixtures';
import { idsWhere } from '../../../test/rides';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';

let server: TestServer;
let admin: string;
let dispatcher: string;
let fleetUser: string;
let rideId: number;
const sockets = createSocketSet();

beforeAll(async () => {
  server = await startTestServer();
  const db = server.database.db;
  admin = await tokenForEmail(db, ADMIN);
  dispatcher = await tokenForEmail(db, DISPATCHER);
  fleetUser = await tokenForEmail(db, FLEET_USER);
  [rideId] = (await idsWhere(db, sql`fleet_id = ${await fleetOfEmail(db, FLEET_USER)}`)) as [number];
});
afterAll(async () => {
  sockets.closeAll();
  await server.close();
});

const names = (admins: { first_name: string }[] | undefined) =>
  (admins ?? []).map((a) => a.first_name).sort();

describe('viewing admins', () => {
  it('lists who has the ride open, tells staff who, and the fleet only that something changed', async () => {
    const staffHears = await sockets.listen(server.url, dispatcher);
    const fleetHears = await sockets.listen(server.url, fleetUser);
    const { rows } = await server.database.db.execute<{ first_name: string }>(
      sql`select first_name from admins where email in (${ADMIN}, ${DISPATCHER}) order by email`,
    );
    const [adminName, dispatcherName] = rows.map((r) => r.first_name) as [string, string];

    const opened = await call<{ admins: Ride['admins'] }>(server.url, 'POST', `/rides/${rideId}/viewers`, {
      token: admin,
    });
    expect(opened.status).toBe(200);
    expect(names(opened.body.admins)).toEqual([adminName]);
    await call(server.url, 'POST', `/rides/${rideId}/viewers`, { token: dispatcher });

    const detail = await call<{ ride: Ride }>(server.url, 'GET', `/rides/${rideId}`, { token: admin });
    expect(names(detail.body.ride.admins)).toEqual([adminName, dispatcherName].sort());
    const fleetDetail = await call<{ ride: Ride }>(server.url, 'GET', `/rides/${rideId}`, {
      token: fleetUser,
      fleet: true,
    });
    expect(fleetDetail.body.ride.admins).toEqual([]);

    await eventually(() => {
      const assigned = staffHears.filter((a) => a.type === 'ride.agent_assigned');
      expect(assigned).toHaveLength(2);
      const last = assigned.at(-1)?.payload as RideActionPayload;
      expect(last.ride_id).toBe(rideId);
      expect(names(last.admins)).toEqual([adminName, dispatcherName].sort());
    });

    const left = await call<{ admins: Ride['admins'] }>(
      server.url,
      'POST',
      `/rides/${rideId}/viewers/leave`,
      {
        token: admin,
      },
    );
    expect(names(left.body.admins)).toEqual([dispatcherName]);
    await eventually(() => {
      const removed = staffHears.find((a) => a.type === 'ride.agent_removed');
      expect(names((removed?.payload as RideActionPayload | undefined)?.admins)).toEqual([dispatcherName]);
    });
    const agentEvents = () => fleetHears.filter((a) => a.type.startsWith('ride.agent_'));
    await eventually(() => expect(agentEvents()).toHaveLength(3));
    const fleetAgentEvents = agentEvents();
    expect(fleetAgentEvents.map((a) => a.type)).toEqual([
      'ride.agent_assigned',
      'ride.agent_assigned',
      'ride.agent_removed',
    ]);
    for (const action of fleetAgentEvents) {
      const payload = action.payload as RideActionPayload;
      expect(payload.admins).toEqual([]);
      expect(payload.ride?.admins).toEqual([]);
      expect(payload.ride?.ride_price).toBeNull();
    }
  });

  it('answers 404 for a missing ride and 403 to fleet users', async () => {
    expect((await call(server.url, 'POST', '/rides/999999999/viewers', { token: admin })).status).toBe(404);
    const fleet = await call(server.url, 'POST', `/rides/${rideId}/viewers`, {
      token: fleetUser,
      fleet: true,
    });
    expect(fleet.status).toBe(403);
  });
});
