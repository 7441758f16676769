import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AppAction, standingOrders } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import type { Pool } from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { staffHolding } from '../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../test/server';
import { createSocketSet, eventually } from '../../test/sockets';
import { createSession } from './auth/sessions';
import { createRealtime } from './realtime';

let database: TestDatabase;
let first: TestServer;
let second: TestServer;
const sockets = createSocketSet();

async function tokenFor(email: string) {
  const { rows } = await database.db.execute<{ id: number }>(
    sql`select id from admins where email = ${email}`,
  );
  return (await createSession(database.db, rows[0]?.id as number, 3_600_000, {})).token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  first = await startTestServer({ database });
  second = await startTestServer({ database });
});
afterAll(async () => {
  sockets.closeAll();
  await first.close();
  await second.close();
  await database.drop();
});

describe('realtime', () => {
  it('relays an event raised on one instance to clients of another, only to those allowed', async () => {
    const { rows } = await database.db.execute<{ fleet_id: number }>(
      sql`select fleet_id from admins where email = 'fleet@fleetdesk.test'`,
    );
    const fleetId = rows[0]?.fleet_id as number;
    const staffOnSecond = await sockets.listen(second.url, await tokenFor('admin@fleetdesk.test'));
    const fleetOnSecond = await sockets.listen(second.url, await tokenFor('fleet@fleetdesk.test'));

    first.app.realtime.emit('ride.updated', { id: 1 }, null);
    first.app.realtime.emit('ride.assigned', { id: 3 }, fleetId + 1000);
    first.app.realtime.emit('ride.assigned', { id: 2 }, fleetId);

    await eventually(() => expect(staffOnSecond.map((a) => a.payload.id).sort()).toEqual([1, 2, 3]));
    // One process's events reach a socket in the order raised, so once the fleet user has ride 2, a
    // delivery of the other fleet's ride 3 (raised before it) would already be there.
    await eventually(() => expect(fleetOnSecond.map((a) => a.payload.id)).toEqual([2]));
    expect(fleetOnSecond[0]).toMatchObject({ type: 'ride.assigned', fleet_id: fleetId });
  });

  it("tells a company's facility staff an area's news only when they hold its key there", async () => {
    // Company 51 is a facility: standing orders are read there with rides.standing-orders only.
    const keyed = await sockets.listen(
      second.url,
      await staffHolding(database.db, ['rides.standing-orders'], 51),
    );
    const keyless = await sockets.listen(second.url, await staffHolding(database.db, [], 51));

    first.app.realtime.emitToCompany(standingOrders.STANDING_ORDER_ACTION, { standing_order_id: 7 }, 51);
    first.app.realtime.emitToCompany('ride.updated', { id: 8 }, 51);

    await eventually(() =>
      expect(keyed.map((a) => a.type)).toEqual([standingOrders.STANDING_ORDER_ACTION, 'ride.updated']),
    );
    // Raised in this order, so once the keyless user has the ride news the order's would be there.
    await eventually(() => expect(keyless.map((a) => a.type)).toContain('ride.updated'));
    expect(keyless.map((a) => a.type)).toEqual(['ride.updated']);
  });

  it('ignores sockets that have not authenticated', async () => {
    const staffOnSecond = await sockets.listen(second.url, await tokenFor('admin@fleetdesk.test'));
    const socket = sockets.open(second.url);
    const received: AppAction[] = [];
    socket.on('app_action', (a) => received.push(a));
    const refusals: string[] = [];
    const refused = () =>
      new Promise<void>((resolve) => {
        socket.once('unauthorized', (info) => {
          refusals.push(info.message);
          resolve();
        });
        socket.emit('authenticate', { token: 'forged' });
      });
    await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
    await refused();

    first.app.realtime.broadcast('version.changed', { version: 'x' });
    // Once a signed-in socket on the same instance has the broadcast, that instance has handed it to
    // every socket it went to; a socket's packets arrive in order, so an answer to a later request
    // comes after anything the broadcast sent this socket.
    await eventually(() => expect(staffOnSecond.map((a) => a.type)).toContain('version.changed'));
    await refused();
    expect(refusals).toEqual(['Unauthenticated.', 'Unauthenticated.']);
    expect(received).toEqual([]);
  });

  it("reaches this instance's sockets at once, without waiting for the database that tells the others", async () => {
    // The adapter's database never answers: announcing to the other instances waits forever.
    const silent = () => new Promise<never>(() => {});
    const stuckPool = { connect: silent, query: silent, on: () => stuckPool } as unknown as Pool;
    const http = createServer();
    const realtime = createRealtime(http, database.db, stuckPool, { sessionCheckMs: 30_000 });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
    try {
      const staff = await sockets.listen(url, await tokenFor('admin@fleetdesk.test'));
      realtime.emit('ride.updated', { id: 1 }, null);
      realtime.emit('ride.updated', { id: 2 }, null);
      await eventually(() => expect(staff.map((a) => a.payload.id)).toEqual([1, 2]));
    } finally {
      sockets.closeAll();
      await realtime.close();
    }
  });
});
