import type { ClientToServerEvents, ServerToClientEvents } from '@fleetdesk/contract';
import type { DefaultEventsMap, Server } from 'socket.io';
import type { DbOrTx } from '../db/client';
import { liveSessionIds } from './auth/sessions';

/** What the server remembers on each socket (Socket.IO's `socket.data`). */
export interface SocketData {
  /** The session the socket authenticated with; unset until then. */
  sessionId?: number;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, DefaultEventsMap, SocketData>;

/**
 * Sockets follow their session. Sign-out ends a session's sockets at once (Realtime.endSession), but
 * a session also ends by expiring, by being revoked or by its user being disabled, which no request
 * announces: every `intervalMs` this instance asks, in one query, which of its sockets' sessions still
 * hold, and disconnects the rest. Returns the function that stops the checks.
 */
export function followSessions(io: RealtimeServer, db: DbOrTx, intervalMs: number): () => void {
  let checking = false;
  async function check() {
    if (checking) return; // a slow database: the next tick starts once this check is done
    checking = true;
    try {
      // Each socket's session as it was when asked: one that authenticates (again) while the query runs
      // holds a session nobody asked about, which must not read as ended.
      const asked = [...io.of('/').sockets.values()].flatMap((socket) => {
        const { sessionId } = socket.data;
        return sessionId === undefined ? [] : [{ socket, sessionId }];
      });
      const live = await liveSessionIds(db, [...new Set(asked.map((entry) => entry.sessionId))]);
      for (const { socket, sessionId } of asked) {
        if (!live.has(sessionId) && socket.data.sessionId === sessionId) socket.disconnect(true);
      }
    } catch {
      // The database is unreachable: nothing can be decided now; the next tick asks again.
    } finally {
      checking = false;
    }
  }
  const timer = setInterval(check, intervalMs);
  timer.unref(); // never what keeps the process alive
  return () => clearInterval(timer);
}
