// The writing side of `npm run bench:money`, run as its own process so the clients' work does not share
// the server's event loop. Reads its plan from BENCH_PLAN (JSON), runs `writers` concurrent writers
// posting money through the HTTP endpoints for `durationSeconds`, prints one JSON line of results.
import { randomUUID } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';

export interface WritePlan {
  baseUrl: string;
  token: string;
  writers: number;
  durationSeconds: number;
  /** Drivers the writers post for, drawn at random (one id: every writer on one balance row). */
  driverIds: number[];
  creditCategoryId: number;
  companyId: number;
  /** Share of posts sent a second time with the same Idempotency-Key and body. */
  replayShare: number;
}

export interface WriteResult {
  /** First sends answered 200: each must have posted exactly one journal entry. */
  posts: Record<'credit' | 'boost' | 'payout', number>;
  /** Milliseconds of every first send answered 200, sorted. */
  latencies: number[];
  failures: number;
  /** Refused posts by kind, status and message. */
  failureReasons: Record<string, number>;
  replays: number;
  /** Replays whose answer differed from the first answer (must be 0). */
  replayMismatches: number;
  elapsedSeconds: number;
}

interface Post {
  kind: keyof WriteResult['posts'];
  path: string;
  body: object;
  key: string;
}

const cents = (min: number, max: number) => (min + Math.floor(Math.random() * (max - min))) / 100;

/** A credit (quick creation: approved and posted), a boost or a quick payout, as the driver page sends them. */
function nextPost(plan: WritePlan): Post {
  const driver = plan.driverIds[Math.floor(Math.random() * plan.driverIds.length)] as number;
  const draw = Math.random();
  const key = randomUUID();
  if (draw < 0.5)
    return {
      kind: 'credit',
      path: `/api/v1/billing/transaction-requests/${driver}/quick-creation`,
      body: {
        type: 'credit',
        amount: cents(1000, 10_000),
        description: 'Bench credit',
        category_id: plan.creditCategoryId,
        company_id: plan.companyId,
      },
      key,
    };
  if (draw < 0.8)
    return {
      kind: 'boost',
      path: `/api/v1/drivers/${driver}/boost`,
      body: { amount: cents(500, 5000), description: 'Bench boost' },
      key,
    };
  return {
    kind: 'payout',
    path: `/api/v1/billing/transaction-requests/${driver}/quick-creation/payout`,
    body: { amount: cents(500, 2000), description: 'Bench payout', payout_type: 'zelle' },
    key,
  };
}

async function send(plan: WritePlan, post: Post) {
  const response = await fetch(`${plan.baseUrl}${post.path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${plan.token}`,
      'content-type': 'application/json',
      'idempotency-key': post.key,
    },
    body: JSON.stringify(post.body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

async function writer(plan: WritePlan, until: number, result: WriteResult) {
  while (performance.now() < until) {
    const post = nextPost(plan);
    const started = performance.now();
    const first = await send(plan, post);
    const ms = performance.now() - started;
    if (first.status !== 200) {
      result.failures++;
      const message = (first.body as { message?: string } | null)?.message ?? '';
      const reason = `${post.kind}: ${first.status} ${message}`;
      result.failureReasons[reason] = (result.failureReasons[reason] ?? 0) + 1;
      continue;
    }
    result.posts[post.kind]++;
    result.latencies.push(ms);
    if (Math.random() < plan.replayShare) {
      // A client retrying after a lost answer: the stored answer comes back and nothing is posted.
      const again = await send(plan, post);
      result.replays++;
      if (again.status !== first.status || !isDeepStrictEqual(again.body, first.body))
        result.replayMismatches++;
    }
  }
}

const plan = JSON.parse(process.env.BENCH_PLAN ?? '') as WritePlan;
const result: WriteResult = {
  posts: { credit: 0, boost: 0, payout: 0 },
  latencies: [],
  failures: 0,
  failureReasons: {},
  replays: 0,
  replayMismatches: 0,
  elapsedSeconds: 0,
};
const started = performance.now();
const until = started + plan.durationSeconds * 1000;
await Promise.all(Array.from({ length: plan.writers }, () => writer(plan, until, result)));
result.elapsedSeconds = (performance.now() - started) / 1000;
result.latencies.sort((a, b) => a - b);
console.log(JSON.stringify(result));
