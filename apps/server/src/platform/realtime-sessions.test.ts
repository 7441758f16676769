import type { AppAction } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, DISPATCHER, FLEET_USER } from '../../test/api';
import { createTestDatabase, type TestDatabase } from '../../test/db';
import { staffHolding, tokenForEmail } from '../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../test/server';
import { eventually } from '../../test/sockets';
import { admins, sessions } from '../db/schema';
import { revokeSession } from './auth/sessions';
import { hashToken } from './auth/tokens';

/**
 * Sockets follow their session (realtime-sessions.ts) and join only rooms their session could read
 * (realtime-rooms.ts). Two instances share one database: `checking` re-checks its sockets' sessions
 * every 200 ms; `steady` keeps the production interval (30 s), so a socket of `steady` that drops at
 * once was ended by sign-out itself, fanned out through the adapter.
 */

let database: TestDatabase;
let checking: TestServer;
let steady: TestServer;
const opened: Socket[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  checking = await startTestServer({ database, env: { SOCKET_SESSION_CHECK_MS: '200' } });
  steady = await startTestServer({ database });
});
afterAll(async () => {
  for (const socket of opened) socket.close();
  await steady.close();
  await checking.close();
  await database.drop();
});

/** A socket authenticated with `token`, and the app actions it hears. */
async function signedInSocket(server: TestServer, token: string) {
  const socket = io(server.url, { transports: ['websocket'], reconnection: false });
  opened.push(socket);
  const heard: AppAction[] = [];
  socket.on('app_action', (action) => heard.push(action));
  await new Promise<void>((resolve, reject) => {
    socket.on('authenticated', () => resolve());
    socket.on('unauthorized', () => reject(new Error('unauthorized')));
    socket.on('connect', () => socket.emit('authenticate', { token }));
  });
  return { socket, heard };
}

/** Resolves with the reason when the server ends the socket. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', resolve));

async function sessionIdOf(token: string): Promise<number> {
  const [row] = await database.db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.tokenHash, hashToken(token)));
  if (!row) throw new Error('no such session');
  return row.id;
}

describe('a socket follows its session', () => {
  it('ends at sign-out, on every instance, while the same user’s other session stays', async () => {
    const token = await tokenForEmail(database.db, DISPATCHER);
    const { socket } = await signedInSocket(steady, token);
    const other = await signedInSocket(steady, await tokenForEmail(database.db, DISPATCHER));
    const ended = disconnection(socket);
    expect((await call(checking.url, 'POST', '/auth/logout', { token })).status).toBe(200);
    expect(await ended).toBe('io server disconnect');
    expect(other.socket.connected).toBe(true);
  });

  const endings: [string, (token: string) => Promise<void>][] = [
    [
      'its session expires',
      async (token) => {
        await database.db
          .update(sessions)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(sessions.id, await sessionIdOf(token)));
      },
    ],
    ['its session is revoked', async (token) => revokeSession(database.db, await sessionIdOf(token))],
    [
      'its user is disabled',
      async (token) => {
        const [row] = await database.db
          .select({ adminId: sessions.adminId })
          .from(sessions)
          .where(eq(sessions.tokenHash, hashToken(token)));
        await database.db
          .update(admins)
          .set({ status: 'disabled' })
          .where(eq(admins.id, row?.adminId as number));
      },
    ],
  ];
  it.each(endings)('ends at the next session check when %s', async (_, end) => {
    const token = await staffHolding(database.db, []);
    const { socket } = await signedInSocket(checking, token);
    const bystander = await signedInSocket(checking, await tokenForEmail(database.db, ADMIN));
    const ended = disconnection(socket);
    await end(token);
    expect(await ended).toBe('io server disconnect');
    // The check that ended the socket looked at every socket of the instance: the live one stays.
    expect(bystander.socket.connected).toBe(true);
  });
});

describe('a socket joins only rooms its session could read', () => {
  it('hears ride news as its reader may see it: billing only with the key, facilities only their companies', async () => {
    const db = database.db;
    const withKey = await signedInSocket(checking, await tokenForEmail(db, ADMIN));
    const withoutKey = await signedInSocket(checking, await staffHolding(db, []));
    const facility = await signedInSocket(checking, await tokenForEmail(db, 'facility@fleetdesk.test'));
    const fleet = await signedInSocket(checking, await tokenForEmail(db, FLEET_USER));
    const payloads = (company: number) => ({
      billing: { shape: 'billing', company },
      staff: { shape: 'staff', company },
      fleet: { shape: 'fleet', company },
    });
    // The facility user works for companies 50 and 53 (db/seed/people.ts), not for 39.
    checking.app.realtime.emitRide('ride.updated', payloads(39), { fleetId: null, companyId: 39 });
    checking.app.realtime.emitRide('ride.updated', payloads(50), { fleetId: null, companyId: 50 });
    const last = (heard: AppAction[]) => heard.at(-1)?.payload.company;
    await eventually(() => {
      for (const socket of [withKey, withoutKey, facility]) expect(last(socket.heard)).toBe(50);
    });
    const shapes = (heard: AppAction[]) => heard.map((action) => action.payload);
    expect(shapes(withKey.heard)).toEqual([payloads(39).billing, payloads(50).billing]);
    expect(shapes(withoutKey.heard)).toEqual([payloads(39).staff, payloads(50).staff]);
    expect(shapes(facility.heard)).toEqual([payloads(50).staff]);
    // Neither ride has a fleet: broadcasts reach a socket in the order raised, so by now the fleet
    // user would have heard them.
    checking.app.realtime.broadcast('version.changed', { version: 'x' });
    await eventually(() => expect(fleet.heard.map((action) => action.type)).toEqual(['version.changed']));
  });

  it("hears an area's news only with the key the area's reads need (a dispatcher holds no view.routing)", async () => {
    const db = database.db;
    const dispatcherToken = await tokenForEmail(db, DISPATCHER);
    expect((await call(checking.url, 'GET', '/routing/settings', { token: dispatcherToken })).status).toBe(
      403,
    );
    const dispatcher = await signedInSocket(checking, dispatcherToken);
    const router = await signedInSocket(checking, await staffHolding(db, ['view.routing']));
    const changed = await call(checking.url, 'POST', '/routing/settings/auto-routing', {
      token: await tokenForEmail(db, ADMIN),
      body: { auto_routing_enabled: true },
    });
    expect(changed.status).toBe(200);
    await eventually(() => expect(router.heard.map((a) => a.type)).toEqual(['routing.settings_changed']));
    // Each area's news, raised directly: only the holders of its key hear it.
    const news: [string, string][] = [
      ['routing.run_progress', 'view.routing'],
      ['webhook_event.updated', 'developer.view_webhooks'],
      ['sentry.batch_updated', 'sentry.view'],
      ['reconciliation.synced', 'reporting.view_unreconciled_rides_panel_page'],
      ['standing_order.updated', 'rides.standing-orders'],
    ];
    const holders = await Promise.all(
      news.map(async ([, key]) => signedInSocket(checking, await staffHolding(db, [key]))),
    );
    for (const [type] of news) checking.app.realtime.emit(type, {}, null);
    checking.app.realtime.broadcast('version.changed', { version: 'x' });
    await eventually(() => expect(dispatcher.heard.at(-1)?.type).toBe('version.changed'));
    // Of these keys the dispatcher holds the standing orders one only (db/seed/access.ts).
    expect(dispatcher.heard.map((a) => a.type)).toEqual(['standing_order.updated', 'version.changed']);
    for (const [index, [type]] of news.entries()) {
      await eventually(() => expect(holders[index]?.heard.at(-1)?.type).toBe('version.changed'));
      expect(holders[index]?.heard.map((a) => a.type)).toEqual([type, 'version.changed']);
    }
  });
});
