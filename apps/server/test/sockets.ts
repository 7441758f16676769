import { type AppAction, isRideActionType, type Ride, type RideActionPayload } from '@fleetdesk/contract';
import { io, type Socket } from 'socket.io-client';
import { vi } from 'vitest';

/**
 * Signed-in client sockets for realtime tests: `listen` connects one to a server URL, authenticates and
 * collects the app actions it receives; `closeAll` ends every socket the set opened.
 */
export function createSocketSet() {
  const sockets: Socket[] = [];
  return {
    /** A socket that never authenticates (it must hear nothing). */
    open(url: string): Socket {
      const socket = io(url, { transports: ['websocket'] });
      sockets.push(socket);
      return socket;
    },
    async listen(url: string, token: string): Promise<AppAction[]> {
      const received: AppAction[] = [];
      const socket = io(url, {
        transports: ['websocket'],
        reconnectionDelay: 500,
        reconnectionDelayMax: 500,
      });
      sockets.push(socket);
      socket.on('app_action', (action) => received.push(action));
      await new Promise<void>((resolve, reject) => {
        socket.on('authenticated', () => resolve());
        socket.on('unauthorized', () => reject(new Error('unauthorized')));
        socket.on('connect', () => socket.emit('authenticate', { token }));
      });
      return received;
    },
    closeAll(): void {
      for (const socket of sockets.splice(0)) socket.close();
    },
  };
}

/** Retries an assertion until it holds (events arrive asynchronously; a busy CI machine is slow), for up to 10 s. */
export const eventually = (assertion: () => void) =>
  vi.waitFor(assertion, { timeout: 10_000, interval: 100 });

/**
 * The actions a socket heard about one ride, in order: the action type and the row it carried. Ride
 * actions (`ride.*`) only, unless `type` names another, e.g. company_affiliate.
 */
export const rideActionsHeard = (heard: readonly AppAction[], rideId: number, type?: string) =>
  heard
    .filter((a) => (type === undefined ? isRideActionType(a.type) : a.type === type))
    .filter((a) => (a.payload as RideActionPayload).ride_id === rideId)
    .map((a) => ({ type: a.type, ride: (a.payload as RideActionPayload).ride as Ride | null }));
