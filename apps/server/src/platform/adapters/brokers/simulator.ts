import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BrokerApiKey, CancelReason } from './broker';

/** A request the simulator received, as `GET /__received` lists it. */
export interface ReceivedRequest {
  method: string;
  path: string;
  body: unknown;
  at: string;
}

export interface BrokerSimulator {
  /** Base URL; each broker lives under `{url}/{broker key}`. */
  url: string;
  brokerUrl(key: BrokerApiKey): string;
  received(): readonly ReceivedRequest[];
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

/**
 * A small HTTP server that answers like the brokers' APIs: `{status_code: 200}` for a ride action,
 * 422 with an error text when the reference id contains FAIL, and Sentry's cancel reasons. It keeps
 * every request it received in memory and lists them at `GET /__received` (`DELETE` clears them).
 */
export async function startBrokerSimulator(options: { host?: string; port?: number } = {}) {
  const received: ReceivedRequest[] = [];
  const server = createServer(async (req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path === '/__received') {
      if (req.method === 'DELETE') received.length = 0;
      return send(res, 200, { requests: received });
    }
    const body = await readJson(req);
    received.push({ method: req.method ?? 'GET', path, body, at: new Date().toISOString() });

    if (req.method === 'GET' && REASONS_PATH.test(path)) {
      return send(res, 200, { status_code: 200, cancel_reasons: SIMULATED_CANCEL_REASONS });
    }
    const action = req.method === 'POST' ? RIDE_ACTION_PATH.exec(path) : null;
    if (!action) return send(res, 404, { status_code: 404, error: `Unknown broker call ${path}` });
    const [, broker, reference, verb] = action;
    const referenceId = decodeURIComponent(reference ?? '');
    if (referenceId.includes(FAILING_REFERENCE_MARK)) {
      return send(res, 422, {
        status_code: 422,
        error: `Trip ${referenceId} cannot be ${verb === 'take' ? 'taken' : `${verb}ed`} at ${broker}: it is locked by the broker`,
      });
    }
    return send(res, 200, { status_code: 200, trip_id: referenceId, action: verb });
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
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  } satisfies BrokerSimulator;
}
