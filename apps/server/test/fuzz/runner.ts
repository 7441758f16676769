import { API_BASE, ENDPOINTS, type EndpointName, FLEET_API_BASE } from '@fleetdesk/contract';
import { type FuzzRequest, seededRandom } from './generator';

export interface FuzzCallers {
  /** A staff super admin's token (staff prefix). */
  staff: string;
  /** A fleet user's token (fleet prefix, on the endpoints fleet users may call). */
  fleet: string;
}

export interface FuzzOptions {
  baseUrl: string;
  callers: FuzzCallers;
  /** Endpoints called with a token nobody holds (e.g. logout, which would end the fuzzing session). */
  withoutSession?: readonly EndpointName[];
  concurrency: number;
  /** Requests per batch; a batch of reads, or one answered only 4xx, must leave the database as it was. */
  batchSize: number;
  fingerprint: () => Promise<string>;
  seed: number;
}

export interface FuzzFailure {
  endpoint: EndpointName;
  method: string;
  path: string;
  mutation: string;
  status: number | 'network error';
  answer: string;
}

export interface FuzzResult {
  sent: number;
  byStatus: Record<string, number>;
  /** 5xx answers and broken connections (the first 50 of them kept). */
  serverErrors: FuzzFailure[];
  serverErrorCount: number;
  /** Batches answered only 4xx (or any GET batch) after which the database had changed. */
  changedByRefused: { endpoint: EndpointName; mutations: string[] }[];
  /** Batches compared: reads, and writes answered only 4xx. */
  comparedBatches: number;
  /** Write batches with some 2xx answer: a valid request may change rows, so those are not compared. */
  batchesWithSuccess: number;
  durationMs: number;
  /** Of which spent taking database fingerprints. */
  fingerprintMs: number;
  /** Answer time per endpoint (sum, ms), to show where a run spends its time. */
  msByEndpoint: Record<string, number>;
  /** The slowest answers: a pattern that backtracks on a huge string shows up here. */
  slowest: { ms: number; endpoint: EndpointName; mutation: string }[];
}

const ODD_AUTHORIZATION = ['Bearer ', `Bearer ${'x'.repeat(300)}`, 'Basic YWRtaW46YWRtaW4=', 'Bearer \u00ff'];
const KEPT_FAILURES = 50;
const SLOWEST_KEPT = 10;

/** Sends every batch of fuzzed requests and reports what the server answered. */
export async function runFuzz(
  batches: Map<EndpointName, FuzzRequest[]>,
  options: FuzzOptions,
): Promise<FuzzResult> {
  const random = seededRandom(options.seed);
  const started = Date.now();
  const result: FuzzResult = {
    sent: 0,
    byStatus: {},
    serverErrors: [],
    serverErrorCount: 0,
    changedByRefused: [],
    comparedBatches: 0,
    batchesWithSuccess: 0,
    durationMs: 0,
    fingerprintMs: 0,
    msByEndpoint: {},
    slowest: [],
  };
  const fingerprint = async () => {
    const at = Date.now();
    const digest = await options.fingerprint();
    result.fingerprintMs += Date.now() - at;
    return digest;
  };

  /** The headers and prefix a request goes out with: a staff or fleet session, now and then odd auth. */
  const dress = (request: FuzzRequest): { url: string; headers: Record<string, string> } => {
    const endpoint = ENDPOINTS[request.endpoint];
    const asFleet = endpoint.fleet && random() < 0.4;
    const roll = random();
    const authorization = options.withoutSession?.includes(request.endpoint)
      ? 'Bearer not-a-session-token'
      : roll < 0.03
        ? (ODD_AUTHORIZATION[Math.floor(random() * ODD_AUTHORIZATION.length)] as string)
        : `Bearer ${asFleet ? options.callers.fleet : options.callers.staff}`;
    return {
      url: `${options.baseUrl}${asFleet ? FLEET_API_BASE : API_BASE}${request.path}`,
      headers: {
        authorization,
        ...(request.contentType && request.body !== undefined ? { 'content-type': request.contentType } : {}),
      },
    };
  };

  const send = async (request: FuzzRequest): Promise<number | 'network error'> => {
    const { url, headers } = dress(request);
    result.sent++;
    let status: number | 'network error';
    let answer = '';
    const at = Date.now();
    try {
      const response = await fetch(url, { method: request.method, headers, body: request.body });
      status = response.status;
      answer = await response.text();
    } catch (e) {
      status = 'network error';
      answer = e instanceof Error ? `${e.message} ${String(e.cause ?? '')}` : String(e);
    }
    result.byStatus[status] = (result.byStatus[status] ?? 0) + 1;
    const ms = Date.now() - at;
    result.msByEndpoint[request.endpoint] = (result.msByEndpoint[request.endpoint] ?? 0) + ms;
    if (result.slowest.length < SLOWEST_KEPT || ms > (result.slowest.at(-1)?.ms ?? 0)) {
      result.slowest.push({ ms, endpoint: request.endpoint, mutation: request.mutation });
      result.slowest.sort((a, b) => b.ms - a.ms).splice(SLOWEST_KEPT);
    }
    if (status === 'network error' || status >= 500) {
      result.serverErrorCount++;
      if (result.serverErrors.length < KEPT_FAILURES) {
        result.serverErrors.push({
          endpoint: request.endpoint,
          method: request.method,
          path: request.path.slice(0, 200),
          mutation: request.mutation,
          status,
          answer: answer.slice(0, 300),
        });
      }
    }
    return status;
  };

  const sendAll = async (requests: FuzzRequest[]): Promise<(number | 'network error')[]> => {
    const statuses: (number | 'network error')[] = [];
    let next = 0;
    const worker = async () => {
      while (next < requests.length) {
        const index = next++;
        statuses[index] = await send(requests[index] as FuzzRequest);
      }
    };
    await Promise.all(Array.from({ length: options.concurrency }, worker));
    return statuses;
  };

  /**
   * The database as the last compared batch left it. Nothing is sent between two batches, so it is the
   * next batch's starting point too: one fingerprint fewer per batch. A write landing after a batch's
   * answers (a refused request writing late) is then still seen, by the next comparison.
   */
  let lastSeen: string | undefined;
  for (const [endpoint, requests] of batches) {
    for (let at = 0; at < requests.length; at += options.batchSize) {
      const batch = requests.slice(at, at + options.batchSize);
      const before = lastSeen ?? (await fingerprint());
      lastSeen = undefined;
      const statuses = await sendAll(batch);
      // A read never writes, whatever it answers; a write may, when some request of the batch was valid.
      const readOnly = ENDPOINTS[endpoint].method === 'GET';
      const succeeded = statuses.some((s) => typeof s === 'number' && s < 400);
      if (succeeded && !readOnly) {
        result.batchesWithSuccess++;
        continue;
      }
      result.comparedBatches++;
      lastSeen = await fingerprint();
      if (lastSeen !== before) {
        result.changedByRefused.push({ endpoint, mutations: batch.map((r) => r.mutation) });
      }
    }
  }
  result.durationMs = Date.now() - started;
  return result;
}
