// A child process of bench:realtime: plays the driver apps. Each driver posts one batch of `batch`
// fixes (one a second, the newest stamped as it is sent) every `batch` seconds, the drivers spread
// evenly over that period, so the feed is offered `positionsPerSecond` fixes a second.
import { answer, nextMessage, planOf } from './child';
import { type Summary, summarise } from './stats';

interface Plan {
  url: string;
  tokens: string[];
  positionsPerSecond: number;
  batch: number;
  durationSeconds: number;
  /** Requests open at once at most: a server that falls behind makes a backlog, not a flood. */
  maxInFlight: number;
}

export interface PositionsResult {
  offered: number;
  accepted: number;
  requests: number;
  refused: number;
  /** Batches due that were still waiting for a free request when the time was up. */
  backlog: number;
  seconds: number;
  answer: Summary;
}

const plan = planOf<Plan>();
// Around Midtown; each driver wanders from its own start.
const where = plan.tokens.map((_, i) => ({
  lat: 40.7 + ((i * 37) % 100) / 1000,
  lon: -74 + ((i * 53) % 100) / 1000,
}));
const answerMs: number[] = [];
let accepted = 0;
let refused = 0;
let requests = 0;

async function post(driver: number) {
  const now = Date.now();
  const spot = where[driver] as { lat: number; lon: number };
  const positions = Array.from({ length: plan.batch }, (_, j) => {
    spot.lat += 0.0001;
    spot.lon += 0.0001;
    return {
      lat: spot.lat,
      lon: spot.lon,
      heading: 45,
      speed: 11,
      accuracy: 5,
      recorded_at: new Date(now - (plan.batch - 1 - j) * 1000).toISOString(),
    };
  });
  const sent = performance.now();
  const response = await fetch(`${plan.url}/api/v1/driver-app/positions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ driver_token: plan.tokens[driver], positions }),
  });
  const body = (await response.json()) as { accepted?: number };
  answerMs.push(performance.now() - sent);
  requests += 1;
  if (response.status === 200) accepted += body.accepted ?? 0;
  else refused += 1;
}

await answer({ ready: true });
await nextMessage();
const batchesPerSecond = plan.positionsPerSecond / plan.batch;
const total = Math.floor(batchesPerSecond * plan.durationSeconds);
const started = performance.now();
const waiting: number[] = [];
const inFlight = new Set<Promise<void>>();
let nextBatch = 0;
function pump() {
  while (waiting.length > 0 && inFlight.size < plan.maxInFlight) {
    const request = post(waiting.shift() as number).catch(() => {
      refused += 1;
    });
    inFlight.add(request);
    request.finally(() => {
      inFlight.delete(request);
      pump();
    });
  }
}
while (nextBatch < total) {
  const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * batchesPerSecond) + 1);
  for (; nextBatch < due; nextBatch += 1) waiting.push(nextBatch % plan.tokens.length);
  pump();
  await new Promise((resolve) => setTimeout(resolve, 10));
}
const backlog = waiting.length;
waiting.length = 0;
await Promise.all(inFlight);
const seconds = (performance.now() - started) / 1000;
await answer({
  result: {
    offered: total * plan.batch,
    accepted,
    requests,
    refused,
    backlog,
    seconds,
    answer: summarise(answerMs),
  } satisfies PositionsResult,
});
process.exit(0);
