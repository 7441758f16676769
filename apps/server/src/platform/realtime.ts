import type { Server as HttpServer } from 'node:http';
import {
  type AppAction,
  type ClientToServerEvents,
  PERMISSION_KEYS,
  type ServerToClientEvents,
  SOCKET_PATH,
} from '@fleetdesk/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import { Server } from 'socket.io';
import type { Db } from '../db/client';
import { resolveCaller } from './auth/sessions';

export const STAFF_ROOM = 'staff';
/** Every authenticated socket, staff or fleet: for news that concerns everyone, like a new version. */
export const EVERYONE_ROOM = 'everyone';
export const fleetRoom = (fleetId: number) => `fleet:${fleetId}`;

export interface Realtime {
  /** Relays an action to staff and, when it belongs to a fleet, to that fleet's users. */
  emit(type: string, payload: Record<string, unknown>, fleetId?: number | null): void;
  /**
   * A ride action: staff get `staffPayload`; the ride's fleet room (when it has one) gets
   * `fleetPayload`, the same news as that fleet may see it (the fleet view: no prices, no viewers).
   */
  emitRide(
    type: string,
    staffPayload: Record<string, unknown>,
    fleetId: number | null,
    fleetPayload: Record<string, unknown>,
  ): void;
  /** Relays an action to one fleet's users only (e.g. a ride that just left that fleet). */
  emitToFleet(type: string, payload: Record<string, unknown>, fleetId: number): void;
  /** Relays an action to every signed-in user. */
  broadcast(type: string, payload: Record<string, unknown>): void;
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own port, websocket only. A socket joins a room only after `authenticate`
 * with a valid token: staff join `staff`, fleet users join their fleet's room. The Postgres adapter
 * fans events out to sockets held by other server instances on the same database.
 */
export function createRealtime(httpServer: HttpServer, db: Db): Realtime {
  const io = new Server<ClientToServerEvents, ServerToClientEvents>(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
  });
  io.adapter(createAdapter(db.$client, { errorHandler: () => {} }));
  deliverInEmitOrder(io.of('/').adapter);

  io.on('connection', (socket) => {
    socket.on('authenticate', async (payload) => {
      const token = typeof payload?.token === 'string' ? payload.token : '';
      const caller = token ? await resolveCaller(db, token, PERMISSION_KEYS).catch(() => null) : null;
      for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
      if (!caller) {
        socket.emit('unauthorized', { message: 'Unauthenticated.' });
        return;
      }
      await socket.join([
        EVERYONE_ROOM,
        caller.isFleet && caller.fleetId !== null ? fleetRoom(caller.fleetId) : STAFF_ROOM,
      ]);
      socket.emit('authenticated', { user_id: caller.adminId, is_fleet: caller.isFleet });
    });
  });

  const action = (type: string, payload: Record<string, unknown>, fleetId: number | null): AppAction => ({
    type,
    payload,
    fleet_id: fleetId,
    at: new Date().toISOString(),
  });
  return {
    emit(type, payload, fleetId = null) {
      const rooms = fleetId === null ? [STAFF_ROOM] : [STAFF_ROOM, fleetRoom(fleetId)];
      io.to(rooms).emit('app_action', action(type, payload, fleetId));
    },
    emitRide(type, staffPayload, fleetId, fleetPayload) {
      io.to(STAFF_ROOM).emit('app_action', action(type, staffPayload, fleetId));
      if (fleetId !== null) io.to(fleetRoom(fleetId)).emit('app_action', action(type, fleetPayload, fleetId));
    },
    emitToFleet(type, payload, fleetId) {
      io.to(fleetRoom(fleetId)).emit('app_action', action(type, payload, fleetId));
    },
    broadcast(type, payload) {
      io.to(EVERYONE_ROOM).emit('app_action', action(type, payload, null));
    },
    close: () => new Promise((resolve) => io.close(() => resolve())),
  };
}

/**
 * The cluster adapter tells the other instances about a broadcast (a NOTIFY on a pooled connection)
 * before it delivers to this instance's sockets, so two emits in a row could reach a socket in the
 * opposite order. Chaining the broadcasts keeps each ride's events in the order the server raised them.
 */
function deliverInEmitOrder(adapter: { broadcast(packet: unknown, opts: unknown): unknown }): void {
  const broadcast = adapter.broadcast.bind(adapter);
  let previous: Promise<unknown> = Promise.resolve();
  adapter.broadcast = (packet, opts) => {
    previous = previous.then(() => broadcast(packet, opts)).catch(() => undefined);
    return previous;
  };
}
