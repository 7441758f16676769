// The load side of `npm run bench:rides`, run as its own process so the client's work does not share
// the server's event loop. Reads the plan from BENCH_PLAN (JSON), prints one JSON line of results.
import autocannon from 'autocannon';
import { type Scenario, type ScenarioResult, summarise } from './report';

interface Plan {
  baseUrl: string;
  token: string;
  durationSeconds: number;
  /** Each scenario runs once per level: 1 shows the latency of one request, more the throughput. */
  connections: number[];
  scenarios: Scenario[];
}

const plan = JSON.parse(process.env.BENCH_PLAN ?? '') as Plan;

function run(scenario: Scenario, connections: number): Promise<ScenarioResult> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    let failures = 0;
    const instance = autocannon(
      {
        url: plan.baseUrl,
        connections,
        duration: plan.durationSeconds,
        headers: { authorization: `Bearer ${plan.token}` },
        requests: [{ method: 'GET', path: scenario.path }],
      },
      (error, result) => {
        if (error) return reject(error);
        resolve(
          summarise(
            scenario,
            connections,
            latencies,
            failures + result.errors + result.timeouts,
            result.duration,
          ),
        );
      },
    );
    // Every response's own time, so p95 is exact (autocannon's summary has p97.5, not p95).
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 200) latencies.push(ms);
      else failures++;
    });
  });
}

const results: ScenarioResult[] = [];
for (const scenario of plan.scenarios) {
  // One short warm-up pass per scenario, so PostgreSQL's cache holds the pages the query reads.
  const warmupRequests = await new Promise<number>((resolve) =>
    autocannon(
      {
        url: `${plan.baseUrl}${scenario.path}`,
        connections: 1,
        duration: 1,
        headers: { authorization: `Bearer ${plan.token}` },
      },
      (_error, result) => resolve(result?.requests.total ?? 0),
    ),
  );
  for (const [index, connections] of plan.connections.entries()) {
    const result = await run(scenario, connections);
    // The warm-up belongs to the scenario's first level (run.ts counts CPU per level).
    results.push(index === 0 ? { ...result, warmupRequests } : result);
  }
  console.error(`bench:rides ${scenario.name}: done`);
}
console.log(JSON.stringify(results));
