import type { Server as HttpServer } from 'node:http';
import { ACCOUNT_CHANGED_ACTION, type AppAction, PERMISSION_KEYS, SOCKET_PATH } from '@fleetdesk/contract';
import { createAdapter } from '@socket.io/postgres-adapter';
import type { Pool } from 'pg';
import { Server } from 'socket.io';
import { type BroadcastOptions, MessageType } from 'socket.io-adapter';
import type { Db } from '../db/client';
import { loadAdminAccess, resolveCaller } from './auth/sessions';
import {
  adminRoom,
  companyRoom,
  companyRoomOf,
  EVERYONE_ROOM,
  fleetRoom,
  roomsOf,
  STAFF_BILLING_ROOM,
  STAFF_ROOM,
  sessionRoom,
  staffRoomOf,
} from './realtime-rooms';
import { followSessions, type RealtimeServer } from './realtime-sessions';

type Payload = Record<string, unknown>;

/** One ride event as each audience may see it (rides/views.ts `ridePayloads` shapes them). */
export interface RidePayloads {
  /** Operator staff holding the billing-notes key: everything. */
  billing: Payload;
  /** Other operator staff, and the facility staff of the ride's company: no billing content. */
  staff: Payload;
  /** The ride's fleet: the fleet view (no prices, no viewers). */
  fleet: Payload;
}

export interface Realtime {
  /**
   * Relays an action to staff and, when it belongs to a fleet, to that fleet's users. The news of an area
   * whose reads need a key (routing, webhooks, ...) reaches only the staff holding it (`staffRoomOf`).
   */
  emit(type: string, payload: Record<string, unknown>, fleetId?: number | null): void;
  /** A ride action, to operator staff, the ride's company and the ride's fleet, each in its own shape. */
  emitRide(
    type: string,
    payloads: RidePayloads,
    ride: { fleetId: number | null; companyId: number | null },
  ): void;
  /** Relays an action to one fleet's users only (e.g. a ride that just left that fleet). */
  emitToFleet(type: string, payload: Record<string, unknown>, fleetId: number): void;
  /**
   * Relays an action to one company's facility staff only (e.g. a ride that just left that company); an
   * area's news (standing orders, ...) only to those holding its key in that company (`companyRoomOf`).
   */
  emitToCompany(type: string, payload: Record<string, unknown>, companyId: number): void;
  /** Relays an action to one admin's sockets only (e.g. the progress of the export they started). */
  emitToAdmin(type: string, payload: Record<string, unknown>, adminId: number): void;
  /** Relays an action to every signed-in user. */
  broadcast(type: string, payload: Record<string, unknown>): void;
  /** Disconnects every socket of a session, on every instance (sign-out). */
  endSession(sessionId: number): void;
  /**
   * After an admin's roles or a role's keys changed: their sockets, on every instance, move to the
   * rooms they may read now (a key taken away takes its room away), or are disconnected when the admin
   * is disabled; and they hear `account.changed`, so their menu follows at once.
   */
  refreshAccess(adminIds: readonly number[]): Promise<void>;
  /** Sockets connected to this instance (for the metrics). */
  socketCount(): number;
  close(): Promise<void>;
}

/**
 * Socket.IO on the API's own port, websocket only. A socket joins rooms only after `authenticate`
 * with a valid token, and only the rooms its session could read (realtime-rooms.ts); it is
 * disconnected when that session ends (realtime-sessions.ts). The Postgres adapter fans events out to
 * sockets held by other server instances on the same database.
 */
export function createRealtime(
  httpServer: HttpServer,
  db: Db,
  adapterPool: Pool,
  options: { sessionCheckMs: number },
): Realtime {
  const io: RealtimeServer = new Server(httpServer, {
    path: SOCKET_PATH,
    transports: ['websocket'],
    serveClient: false,
  });
  // Its own pool: the adapter's LISTEN connection and NOTIFYs never wait behind (or starve) requests.
  io.adapter(createAdapter(adapterPool, { errorHandler: () => {} }));
  deliverLocallyFirst(io.of('/').adapter as unknown as ClusterBroadcaster);
  const stopFollowingSessions = followSessions(io, db, options.sessionCheckMs);

  io.on('connection', (socket) => {
    socket.on('authenticate', async (payload) => {
      const token = typeof payload?.token === 'string' ? payload.token : '';
      const caller = token ? await resolveCaller(db, token, PERMISSION_KEYS).catch(() => null) : null;
      for (const room of socket.rooms) if (room !== socket.id) await socket.leave(room);
      socket.data.sessionId = caller?.sessionId;
      if (!caller) {
        socket.emit('unauthorized', { message: 'Unauthenticated.' });
        return;
      }
      await socket.join(roomsOf(caller));
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
      const staff = staffRoomOf(type);
      const rooms = fleetId === null ? [staff] : [staff, fleetRoom(fleetId)];
      io.to(rooms).emit('app_action', action(type, payload, fleetId));
    },
    emitRide(type, payloads, { fleetId, companyId }) {
      io.to(STAFF_BILLING_ROOM).emit('app_action', action(type, payloads.billing, fleetId));
      io.to(STAFF_ROOM)
        .except(STAFF_BILLING_ROOM)
        .emit('app_action', action(type, payloads.staff, fleetId));
      if (companyId !== null)
        io.to(companyRoom(companyId)).emit('app_action', action(type, payloads.staff, fleetId));
      if (fleetId !== null)
        io.to(fleetRoom(fleetId)).emit('app_action', action(type, payloads.fleet, fleetId));
    },
    emitToFleet(type, payload, fleetId) {
      io.to(fleetRoom(fleetId)).emit('app_action', action(type, payload, fleetId));
    },
    emitToCompany(type, payload, companyId) {
      io.to(companyRoomOf(type, companyId)).emit('app_action', action(type, payload, null));
    },
    emitToAdmin(type, payload, adminId) {
      io.to(adminRoom(adminId)).emit('app_action', action(type, payload, null));
    },
    broadcast(type, payload) {
      io.to(EVERYONE_ROOM).emit('app_action', action(type, payload, null));
    },
    endSession(sessionId) {
      io.in(sessionRoom(sessionId)).disconnectSockets(true);
    },
    async refreshAccess(adminIds) {
      for (const adminId of new Set(adminIds)) {
        const access = await loadAdminAccess(db, adminId, PERMISSION_KEYS);
        const sockets = await io.in(adminRoom(adminId)).fetchSockets();
        for (const socket of sockets) {
          const { sessionId } = socket.data;
          if (!access || sessionId === undefined) {
            socket.disconnect(true);
            continue;
          }
          const rooms = roomsOf({ ...access, sessionId });
          for (const room of socket.rooms)
            if (room !== socket.id && !rooms.includes(room)) socket.leave(room);
          socket.join(rooms);
        }
      }
      io.to(adminIds.map(adminRoom)).emit('app_action', action(ACCOUNT_CHANGED_ACTION, {}, null));
    },
    socketCount: () => io.of('/').sockets.size,
    close: () => {
      stopFollowingSessions();
      return new Promise((resolve) => io.close(() => resolve()));
    },
  };
}

/** What `deliverLocallyFirst` needs of the cluster adapter (the Postgres adapter is one). */
interface ClusterBroadcaster {
  broadcast(packet: unknown, opts: BroadcastOptions): unknown;
  publishAndReturnOffset(message: { type: MessageType; data: unknown }): Promise<unknown>;
}

/**
 * The cluster adapter tells the other instances about a broadcast (a NOTIFY on a pooled connection, an
 * INSERT first for a payload over 8 kB) and only then writes to this instance's sockets. Under load
 * that wait, chained to keep events in order, came to most of a ride event's delay (decision 153,
 * bench/results/realtime-notes.md). Here a broadcast reaches this instance's sockets at once, in emit
 * order, and the announcements to the other instances follow one after another in the same order, so
 * each ride's events still reach every socket, on any instance, in the order the server raised them.
 */
export function deliverLocallyFirst(adapter: ClusterBroadcaster): void {
  const broadcastHere = adapter.broadcast.bind(adapter);
  let previous: Promise<unknown> = Promise.resolve();
  adapter.broadcast = (packet, opts) => {
    broadcastHere(packet, { ...opts, flags: { ...opts.flags, local: true } });
    if (opts.flags?.local) return previous; // `io.local`: this instance's sockets only
    const remote = { rooms: [...opts.rooms], except: [...(opts.except ?? [])], flags: opts.flags };
    previous = previous
      .then(() =>
        adapter.publishAndReturnOffset({ type: MessageType.BROADCAST, data: { packet, opts: remote } }),
      )
      .catch(() => undefined); // another instance unreachable: this one's sockets have it already
    return previous;
  };
}
