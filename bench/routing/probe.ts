// The API probe of `npm run bench:routing`, run as its own process so its work does not share the
// server's event loop. Reads the plan from BENCH_PLAN (JSON), sends the paths in turn at a steady pace,
// one request at a time, until the parent sends 'stop'; then prints one JSON line of samples.

export interface ProbePlan {
  baseUrl: string;
  token: string;
  /** Requests per second, one in flight: a steady dispatcher screen, not a load test. */
  rate: number;
  targets: { name: string; path: string; headers?: Record<string, string> }[];
}

export interface ProbeSample {
  /** Epoch milliseconds when the request was sent. */
  at: number;
  name: string;
  ms: number;
  status: number;
}

const plan = JSON.parse(process.env.BENCH_PLAN ?? '') as ProbePlan;
const samples: ProbeSample[] = [];
let stopping = false;

process.on('message', (message) => {
  if (message === 'stop') stopping = true;
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));
const interval = 1000 / plan.rate;
let next = Date.now();
for (let i = 0; !stopping; i++) {
  const target = plan.targets[i % plan.targets.length] as ProbePlan['targets'][number];
  const at = Date.now();
  const started = performance.now();
  let status = 0;
  try {
    const response = await fetch(`${plan.baseUrl}${target.path}`, {
      headers: { authorization: `Bearer ${plan.token}`, ...target.headers },
    });
    await response.arrayBuffer();
    status = response.status;
  } catch {
    status = 0;
  }
  samples.push({ at, name: target.name, ms: performance.now() - started, status });
  // After a slow answer the pace resumes from now rather than bursting to catch up.
  next = Math.max(next + interval, Date.now());
  await pause(next - Date.now());
}
process.stdout.write(`${JSON.stringify(samples)}\n`);
process.disconnect?.();
