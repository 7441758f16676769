// A child process of bench:realtime: moves rides through the real ride actions (POST /rides/{id}) at a
// steady rate, as a dispatcher would: assign → En route → On Location → Pickup → Dropoff.
import { rideActionType } from '@fleetdesk/contract';
import { answer, nextMessage, planOf } from './child';
import type { ExpectedRideEvent } from './expected';
import { type Summary, summarise } from './stats';

export interface BenchRide {
  id: number;
  updatedAt: string;
  /** The driver the bench assigns, and their fleet (whose boards must hear the ride from then on). */
  driverId: number;
  fleetId: number | null;
}

interface Plan {
  url: string;
  token: string;
  rides: BenchRide[];
  actionsPerSecond: number;
  durationSeconds: number;
}

export interface RidesDriverResult {
  made: ExpectedRideEvent[];
  failed: { rideId: number; status: number; message: string }[];
  /** Actions due while every started ride waited for its answer and none was left to start. */
  skipped: number;
  /** Request → answer of each action, from this process. */
  answer: Summary;
}

const STEPS = [
  { status: 'confirm', event: 'assigned' },
  { status: 'accepted', event: 'accepted' },
  { status: 'arriving', event: 'arriving' },
  { status: 'in_progress', event: 'pickup' },
  { status: 'finished', event: 'completed' },
] as const;

const plan = planOf<Plan>();
const made: ExpectedRideEvent[] = [];
const failed: RidesDriverResult['failed'] = [];
const answerMs: number[] = [];
const unstarted = [...plan.rides];
const ready: { ride: BenchRide; step: number }[] = [];
let skipped = 0;

async function act(ride: BenchRide, step: number) {
  const { status, event } = STEPS[step] as (typeof STEPS)[number];
  const body =
    step === 0
      ? { status, entity_id: ride.driverId, updated_at: ride.updatedAt }
      : { status, updated_at: ride.updatedAt };
  const sent = performance.now();
  const response = await fetch(`${plan.url}/api/v1/rides/${ride.id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${plan.token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const answered = (await response.json()) as { ride?: { updated_at: string }; message?: string };
  answerMs.push(performance.now() - sent);
  if (response.status !== 200 || !answered.ride) {
    failed.push({ rideId: ride.id, status: response.status, message: answered.message ?? '' });
    return;
  }
  made.push({ rideId: ride.id, type: rideActionType(event), fleetId: ride.fleetId });
  ride.updatedAt = answered.ride.updated_at;
  if (step + 1 < STEPS.length) ready.push({ ride, step: step + 1 });
}

await answer({ ready: true });
await nextMessage();
const started = performance.now();
const inFlight = new Set<Promise<void>>();
for (let k = 0; ; k += 1) {
  const due = started + (k * 1000) / plan.actionsPerSecond;
  if (due - started >= plan.durationSeconds * 1000) break;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
  const next =
    ready.shift() ?? (unstarted.length > 0 ? { ride: unstarted.shift() as BenchRide, step: 0 } : null);
  if (!next) {
    skipped += 1;
    continue;
  }
  const action = act(next.ride, next.step).catch((e: Error) => {
    failed.push({ rideId: next.ride.id, status: 0, message: e.message });
  });
  inFlight.add(action);
  action.finally(() => inFlight.delete(action));
}
await Promise.all(inFlight);
await answer({ result: { made, failed, skipped, answer: summarise(answerMs) } satisfies RidesDriverResult });
process.exit(0);
