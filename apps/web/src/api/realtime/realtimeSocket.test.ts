import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AppAction, ClientToServerEvents, ServerToClientEvents } from '@fleetdesk/contract';
import { Server } from 'socket.io';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openRealtimeSocket, type RealtimeConnection, SOCKET_OPTIONS } from './realtimeSocket';

let server: Server<ClientToServerEvents, ServerToClientEvents> | undefined;
let client: RealtimeConnection | undefined;

afterEach(async () => {
  client?.close();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

async function startServer() {
  const http = createServer();
  server = new Server(http, { path: SOCKET_OPTIONS.path, transports: ['websocket'] });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  return { io: server, url: `http://127.0.0.1:${(http.address() as AddressInfo).port}` };
}

const handlers = () => ({
  onAction: vi.fn(),
  onUnauthorized: vi.fn(),
  onStatus: vi.fn(),
  onResumed: vi.fn(),
});

describe('openRealtimeSocket', () => {
  it('retries every 500 ms, forever, over websocket only', () => {
    expect(SOCKET_OPTIONS).toMatchObject({
      transports: ['websocket'],
      reconnectionDelay: 500,
      reconnectionDelayMax: 500,
      reconnectionAttempts: Number.POSITIVE_INFINITY,
      randomizationFactor: 0,
    });
  });

  it('authenticates on connect and again after the server dropped it', async () => {
    const { io, url } = await startServer();
    const tokens: string[] = [];
    io.on('connection', (socket) => socket.on('authenticate', ({ token }) => tokens.push(token)));
    const on = handlers();
    client = openRealtimeSocket('token-1', on, url);
    await vi.waitFor(() => expect(tokens).toEqual(['token-1']));

    io.disconnectSockets();
    await vi.waitFor(() => expect(tokens).toEqual(['token-1', 'token-1']), { timeout: 3000 });
    expect(on.onStatus).toHaveBeenCalledWith('reconnecting');
    expect(on.onStatus).toHaveBeenLastCalledWith('connected');
  });

  it('reports a session resumed after a drop, when events may have been missed, not the first one', async () => {
    const { io, url } = await startServer();
    io.on('connection', (socket) =>
      socket.on('authenticate', () => socket.emit('authenticated', { user_id: 1, is_fleet: false })),
    );
    const on = handlers();
    client = openRealtimeSocket('token-1', on, url);
    await vi.waitFor(() => expect(on.onStatus).toHaveBeenLastCalledWith('connected'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(on.onResumed).not.toHaveBeenCalled();

    io.disconnectSockets();
    await vi.waitFor(() => expect(on.onResumed).toHaveBeenCalledTimes(1), { timeout: 3000 });
  });

  it('hands app_action events and unauthorized answers to the handlers', async () => {
    const { io, url } = await startServer();
    const action: AppAction = {
      type: 'version.changed',
      payload: { version: '2' },
      fleet_id: null,
      at: 'now',
    };
    io.on('connection', (socket) =>
      socket.on('authenticate', () => {
        socket.emit('app_action', action);
        socket.emit('unauthorized', { message: 'Unauthenticated.' });
      }),
    );
    const on = handlers();
    client = openRealtimeSocket('token-1', on, url);
    await vi.waitFor(() => expect(on.onAction).toHaveBeenCalledWith(action));
    await vi.waitFor(() => expect(on.onUnauthorized).toHaveBeenCalled());
  });
});
