import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrokerAction, BrokerApiKey, CancelReason } from './broker';
import { answerRideEvent, RIDE_EVENTS_PATH } from './simulator-deliveries';
import { answerTripCall, createSimulatedTrips, type SimulatedTrips } from './simulator-trips';

/** A request the simulator received, as `GET /__received` lists it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
  at: string;
  idempotencyKey: string | null;
  /** A repeat of an idempotency key already seen: answered as the first time, with no new effect. */
  replayed: boolean;
}

export interface BrokerSimulator {
  /** Base URL; each broker lives under `{url}/{broker key}`. */
  url: string;
  brokerUrl(key: BrokerApiKey): string;
  received(): readonly ReceivedRequest[];
  /** The trips each simulated broker knows (simulator-trips.ts): tests and the demo seed them. */
  trips: SimulatedTrips;
  close(): Promise<void>;
}

/** The reasons Sentry offers for a user cancellation (the simulator's fixed list). */
export const SIMULATED_CANCEL_REASONS: readonly CancelReason[] = [
  { id: 1, name: 'Passenger no-show' },
  { id: 2, name: 'Passenger cancelled' },
  { id: 3, name: 'Appointment cancelled' },
  { id: 4, name: 'Passenger hospitalized' },
  { id: 5, name: 'Duplicate trip' },
  { id: 6, name: 'Vehicle breakdown' },
];

/** A trip whose reference id contains this answers 422, so failure paths can be exercised. */
export const FAILING_REFERENCE_MARK = 'FAIL';
/** A trip whose reference id contains this is answered only after `slowMs`, so timeouts can be. */
export const SLOW_REFERENCE_MARK = 'SLOW';

interface SimulatedAnswer {
  status: number;
  body: unknown;
}

const RIDE_ACTION_PATH = /^\/(sentry2?|arro)\/rides\/([^/]+)\/(cancel|reject|take)$/;
const REASONS_PATH = /^\/(sentry2?|arro)\/cancel-reasons$/;

function send(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A ride action's answer: 422 for a FAIL trip, else yes (after `slowMs` for a SLOW trip). */
async function answerRideAction(match: RegExpExecArray, slowMs: number): Promise<SimulatedAnswer> {
  const [, broker, reference, verb] = match;
  const referenceId = decodeURIComponent(reference ?? '');
  if (referenceId.includes(SLOW_REFERENCE_MARK)) await new Promise((r) => setTimeout(r, slowMs));
  if (referenceId.includes(FAILING_REFERENCE_MARK)) {
    const done = verb === 'take' ? 'taken' : `${verb}ed`;
    const error = `Trip ${referenceId} cannot be ${done} at ${broker}: it is locked by the broker`;
    return { status: 422, body: { status_code: 422, error } };
  }
  return { status: 200, body: { status_code: 200, trip_id: referenceId, action: verb } };
}

/**
 * A small HTTP server that answers like the brokers' APIs: `{status_code: 200}` for a ride action,
 * 422 with an error text when the reference id contains FAIL, and Sentry's cancel reasons. A reference
 * id containing SLOW is answered after `slowMs` (default 10 s). Like the real APIs it honours
 * `Idempotency-Key`: a repeated key gets the first request's answer (waiting for it if need be) and
 * acts no second time. It keeps every request it received in memory and lists them at
 * `GET /__received` (`DELETE` clears them). It answers trip-status lookups from the trips it knows
 * (simulator-trips.ts), which the ride actions it accepted change. It takes our notifications of ride
 * changes at `POST /{broker}/ride-events` (simulator-deliveries.ts), acting once per idempotency key.
 */
export async function startBrokerSimulator(
  options: {
    host?: string;
    port?: number;
    slowMs?: number;
    /** How long a notification takes to be answered (a test that stops a server mid-queue wants some). */
    deliveryMs?: number;
  } = {},
) {
  const slowMs = options.slowMs ?? 10_000;
  const received: ReceivedRequest[] = [];
  const answered = new Map<string, Promise<SimulatedAnswer>>();
  const trips = createSimulatedTrips();
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__received') {
      if (req.method === 'DELETE') received.length = 0;
      return send(res, 200, { requests: received });
    }
    const body = await readJson(req);
    const header = req.headers['idempotency-key'];
    const idempotencyKey = typeof header === 'string' && header ? header : null;
    const first = idempotencyKey ? answered.get(idempotencyKey) : undefined;
    const at = new Date().toISOString();
    received.push({ method: req.method ?? 'GET', path, body, at, idempotencyKey, replayed: !!first });

    if (req.method === 'GET' && REASONS_PATH.test(path)) {
      return send(res, 200, { status_code: 200, cancel_reasons: SIMULATED_CANCEL_REASONS });
    }
    const request = { method: req.method ?? 'GET', path, body };
    const tripAnswer = answerTripCall(trips, request, FAILING_REFERENCE_MARK);
    if (tripAnswer) return send(res, tripAnswer.status, tripAnswer.body);
    if (req.method === 'POST' && RIDE_EVENTS_PATH.test(path)) {
      const delivery =
        first ??
        new Promise<SimulatedAnswer>((resolve) =>
          setTimeout(() => resolve(answerRideEvent(body, idempotencyKey)), options.deliveryMs ?? 0),
        );
      if (idempotencyKey) answered.set(idempotencyKey, delivery);
      const { status, body: reply } = await delivery;
      return send(res, status, reply);
    }
    const action = req.method === 'POST' ? RIDE_ACTION_PATH.exec(path) : null;
    if (!action) return send(res, 404, { status_code: 404, error: `Unknown broker call ${path}` });
    // An accepted action changes the trip once; a replayed key has no new effect.
    const answer =
      first ??
      answerRideAction(action, slowMs).then((reply) => {
        const [, broker, reference, verb] = action;
        if (reply.status === 200)
          trips.act(broker as BrokerApiKey, decodeURIComponent(reference ?? ''), verb as BrokerAction);
        return reply;
      });
    if (idempotencyKey) answered.set(idempotencyKey, answer);
    const { status, body: reply } = await answer;
    // The caller may have given up waiting (its timeout): the effect stands, nobody reads the reply.
    if (!res.destroyed) send(res, status, reply);
  });
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  // An in-process helper must never keep the server process alive on its own.
  server.unref();
  const { port, address } = server.address() as AddressInfo;
  const url = `http://${address}:${port}`;
  return {
    url,
    brokerUrl: (key: BrokerApiKey) => `${url}/${key}`,
    received: () => received,
    trips,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies BrokerSimulator;
}
