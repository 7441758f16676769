// A child process of bench:realtime: opens the boards (Socket.IO clients signed in as real users, with
// the web app's socket options and its authenticate-on-connect) and records every action they hear.
import {
  type AppAction,
  COMPANY_AFFILIATE_ACTION,
  DRIVER_POSITIONS_ACTION,
  type DriverPositionsPayload,
  isRideActionType,
  type RideActionPayload,
} from '@fleetdesk/contract';
import { io } from 'socket.io-client';
import { SOCKET_OPTIONS } from '../../apps/web/src/api/realtime/realtimeSocket';
import { answer, nextMessage, planOf } from './child';
import { type ExpectedRideEvent, rideEventKey } from './expected';

export interface Board {
  token: string;
  /** The fleet of a fleet user; null for operator staff (who see every ride). */
  fleetId: number | null;
}

interface Plan {
  url: string;
  boards: Board[];
  /** Every posting driver's fleet: a fleet board hearing another fleet's driver is a leak. */
  driverFleets: Record<string, number | null>;
}

export interface BoardsResult {
  boards: number;
  authenticated: number;
  /** JSON bytes by action type heard by every tenth board (boards 0, 10, 20, … of this process). */
  sampledBytes: Record<string, number>;
  sampledBoards: number;
  disconnects: number;
  rides: {
    expected: number;
    delivered: number;
    missing: number;
    duplicates: number;
    /** Ride actions a board heard that it should not (another fleet's ride, or a ride the bench did not change). */
    unexpected: number;
    /** From the server's stamp on the action (`at`, set as it is emitted after the commit). */
    fromEmit: number[];
    /**
     * From the ride's `updated_at`, written inside the transaction: an upper bound of commit → board.
     * [staff boards, fleet boards].
     */
    fromWrite: [number[], number[]];
    companyAffiliate: number;
  };
  positions: {
    messages: number;
    delivered: number;
    /** Distinct (driver, time) fixes the staff boards heard between them. */
    distinctFixes: number;
    /** A fleet board hearing a driver of another fleet. */
    leaks: number;
    /** From the fix's own time (the newest fix of a batch is stamped as it is posted) to the board. */
    age: number[];
  };
}

const plan = planOf<Plan>();
const counts = new Map<string, Uint16Array>();
const fromEmit: number[] = [];
const fromWrite: [number[], number[]] = [[], []];
const staffFixes = new Set<string>();
const positionAges: number[] = [];
let companyAffiliate = 0;
let positionMessages = 0;
let positionsDelivered = 0;
let positionLeaks = 0;
let disconnects = 0;
let authenticated = 0;

/** JSON bytes heard per action type by one board in ten (what the server writes to each socket). */
const sampledBytes: Record<string, number> = {};

function hear(board: number, { fleetId }: Board, action: AppAction, now: number) {
  if (board % 10 === 0)
    sampledBytes[action.type] = (sampledBytes[action.type] ?? 0) + JSON.stringify(action).length;
  if (isRideActionType(action.type)) {
    const payload = action.payload as RideActionPayload;
    const key = rideEventKey(payload.ride_id, action.type);
    const row = counts.get(key) ?? new Uint16Array(plan.boards.length);
    counts.set(key, row);
    row[board] = (row[board] ?? 0) + 1;
    fromEmit.push(now - Date.parse(action.at));
    if (payload.ride) fromWrite[fleetId === null ? 0 : 1].push(now - Date.parse(payload.ride.updated_at));
  } else if (action.type === COMPANY_AFFILIATE_ACTION) {
    companyAffiliate += 1;
  } else if (action.type === DRIVER_POSITIONS_ACTION) {
    const { positions } = action.payload as DriverPositionsPayload;
    positionMessages += 1;
    positionsDelivered += positions.length;
    for (const p of positions) {
      if (fleetId !== null && plan.driverFleets[p.driver_id] !== fleetId) positionLeaks += 1;
      if (fleetId === null) staffFixes.add(`${p.driver_id}@${p.at}`);
      // One board in ten samples the ages: the distribution, without a million numbers.
      if (board % 10 === 0) positionAges.push(now - Date.parse(p.at));
    }
  }
}

const sockets: ReturnType<typeof io>[] = [];

function openBoard(board: Board, index: number): Promise<boolean> {
  const socket = io(plan.url, SOCKET_OPTIONS);
  socket.on('app_action', (action: AppAction) => hear(index, board, action, Date.now()));
  socket.on('disconnect', () => {
    disconnects += 1;
  });
  sockets.push(socket);
  return new Promise((resolve) => {
    // As the web app: authenticate on every (re)connect.
    socket.on('connect', () => socket.emit('authenticate', { token: board.token }));
    socket.once('authenticated', () => resolve(true));
    socket.once('unauthorized', () => resolve(false));
    setTimeout(() => resolve(false), 60_000).unref();
  });
}

// A few dozen at a time, as boards open through a morning, not a thousand handshakes in one tick.
for (let i = 0; i < plan.boards.length; i += 50) {
  const opened = await Promise.all(plan.boards.slice(i, i + 50).map((board, j) => openBoard(board, i + j)));
  authenticated += opened.filter(Boolean).length;
}
disconnects = 0; // counted from the moment every board is open
await answer({ ready: { authenticated } });

const { expected } = await nextMessage<{ expected: ExpectedRideEvent[] }>();
await answer({ result: compare(expected) });
for (const socket of sockets) socket.close();
process.exit(0);

function compare(events: ExpectedRideEvent[]): BoardsResult {
  let expectedCount = 0;
  let delivered = 0;
  let missing = 0;
  let duplicates = 0;
  const byKey = new Map(events.map((e) => [rideEventKey(e.rideId, e.type), e]));
  for (const [key, event] of byKey) {
    const row = counts.get(key);
    plan.boards.forEach((board, i) => {
      const heard = row?.[i] ?? 0;
      const should = board.fleetId === null || board.fleetId === event.fleetId;
      if (!should) return;
      expectedCount += 1;
      if (heard === 0) missing += 1;
      else delivered += 1;
      if (heard > 1) duplicates += heard - 1;
    });
  }
  let unexpected = 0;
  for (const [key, row] of counts) {
    const event = byKey.get(key);
    plan.boards.forEach((board, i) => {
      const heard = row[i] ?? 0;
      const should = event && (board.fleetId === null || board.fleetId === event.fleetId);
      if (!should) unexpected += heard;
    });
  }
  return {
    boards: plan.boards.length,
    authenticated,
    sampledBytes,
    sampledBoards: Math.ceil(plan.boards.length / 10),
    disconnects,
    rides: {
      expected: expectedCount,
      delivered,
      missing,
      duplicates,
      unexpected,
      fromEmit,
      fromWrite,
      companyAffiliate,
    },
    positions: {
      messages: positionMessages,
      delivered: positionsDelivered,
      distinctFixes: staffFixes.size,
      leaks: positionLeaks,
      age: positionAges,
    },
  };
}
