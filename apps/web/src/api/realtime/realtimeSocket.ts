import {
  type AppAction,
  type ClientToServerEvents,
  type ServerToClientEvents,
  SOCKET_PATH,
  SOCKET_RECONNECT_DELAY_MS,
} from '@fleetdesk/contract';
import { io, type ManagerOptions, type Socket, type SocketOptions } from 'socket.io-client';

export type RealtimeSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type RealtimeStatus = 'offline' | 'connecting' | 'connected' | 'reconnecting';

/** Websocket only; retry every 500 ms, forever (spec 1 §4). */
export const SOCKET_OPTIONS: Partial<ManagerOptions & SocketOptions> = {
  path: SOCKET_PATH,
  transports: ['websocket'],
  reconnection: true,
  reconnectionAttempts: Number.POSITIVE_INFINITY,
  reconnectionDelay: SOCKET_RECONNECT_DELAY_MS,
  reconnectionDelayMax: SOCKET_RECONNECT_DELAY_MS,
  randomizationFactor: 0,
};

interface RealtimeHandlers {
  onAction: (action: AppAction) => void;
  onUnauthorized: () => void;
  onStatus: (status: RealtimeStatus) => void;
  /** Signed in again after a drop: whatever was sent meanwhile never arrived. */
  onResumed: () => void;
}

export interface RealtimeConnection {
  close: () => void;
}

/**
 * Opens the socket; every (re)connect authenticates again with the token. `url` defaults to this origin.
 * Events are not replayed, so a session resumed after a drop is reported for the caller to catch up.
 * Socket.IO does not retry after the server itself disconnects (a deploy shutting down), so that case
 * retries here on the same 500 ms beat.
 */
export function openRealtimeSocket(
  token: string,
  handlers: RealtimeHandlers,
  url?: string,
): RealtimeConnection {
  const socket: RealtimeSocket = url ? io(url, SOCKET_OPTIONS) : io(SOCKET_OPTIONS);
  let isClosed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let wasLive = false;
  handlers.onStatus('connecting');
  socket.on('connect', () => {
    socket.emit('authenticate', { token });
    handlers.onStatus('connected');
  });
  socket.on('disconnect', (reason) => {
    handlers.onStatus('reconnecting');
    if (reason === 'io server disconnect') {
      retry = setTimeout(() => !isClosed && socket.connect(), SOCKET_RECONNECT_DELAY_MS);
    }
  });
  socket.on('authenticated', () => {
    if (wasLive) handlers.onResumed();
    wasLive = true;
  });
  socket.on('app_action', handlers.onAction);
  socket.on('unauthorized', handlers.onUnauthorized);
  return {
    close: () => {
      isClosed = true;
      clearTimeout(retry);
      socket.close();
    },
  };
}
