import { PERMISSION_KEYS, RIDE_STATUSES, type RideStatus } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { ROLE, SEED_ROLES } from './access';
import { createRandom } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS, planLiveRide, planScheduledRide, type RidePlan } from './ride-plan';
import { liveBoardSize, liveBoardStatus } from './rides';

const NOW = Date.parse('2025-06-10T15:30:00Z');
const WITH_DRIVER: readonly RideStatus[] = [
  'assigned',
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
  'finished',
];

/** Breaks of the rules every ride obeys, whatever its status (empty when it is consistent). */
function problemsOf(plan: RidePlan): string[] {
  const problems: string[] = [];
  const check = (ok: boolean, rule: string) => {
    if (!ok) problems.push(`${plan.status}: ${rule}`);
  };
  const times = [
    plan.createdAt,
    plan.assignedAt,
    plan.acceptedAt,
    plan.arrivedAt,
    plan.pickedUpAt,
    plan.dropoffAt,
  ];
  check(
    times.every((time) => time === null || time <= NOW),
    'nothing happens after now',
  );
  check(plan.createdAt <= plan.pickupAt, 'booked before pickup');
  check(plan.assignedAt === null || plan.assignedAt >= plan.createdAt, 'assigned after booking');
  check(
    plan.arrivedAt === null || plan.pickedUpAt === null || plan.arrivedAt <= plan.pickedUpAt,
    'arrive, then pick up',
  );
  check(
    plan.pickedUpAt === null || plan.dropoffAt === null || plan.pickedUpAt < plan.dropoffAt,
    'pick up, then drop off',
  );
  check(!WITH_DRIVER.includes(plan.status) || plan.withDriver, 'this status needs a driver');
  check(
    (plan.pickedUpAt !== null) === (plan.status === 'in_progress' || plan.status === 'finished'),
    'picked up',
  );
  check((plan.dropoffAt !== null) === (plan.status === 'finished'), 'dropped off');
  return problems;
}

describe('planScheduledRide', () => {
  const random = createRandom('plan-test');
  const plans = Array.from({ length: 20_000 }, (_, i) => {
    const pickupAt = NOW + Math.round(((i % 370) / 10 - 30) * DAY_MS + (i % 7) * MINUTE_MS);
    return planScheduledRide(random, pickupAt, NOW, random.int(8, 70) * MINUTE_MS);
  });

  it('keeps every timeline consistent with its status and with now', () => {
    expect(new Set(plans.flatMap(problemsOf))).toEqual(new Set());
  });

  it('ends past rides mostly finished or cancelled, and leaves future ones waiting', () => {
    const past = plans.filter((plan) => plan.pickupAt < NOW - 3 * HOUR_MS);
    const finishedOrCancelled = past.filter(
      (plan) => plan.status === 'finished' || plan.status.includes('cancel'),
    );
    expect(finishedOrCancelled.length / past.length).toBeGreaterThan(0.9);
    const future = plans.filter((plan) => plan.pickupAt > NOW + 3 * HOUR_MS);
    const waiting = future.filter((plan) =>
      ['pending', 'assigned', 'routing_assigned'].includes(plan.status),
    );
    expect(waiting.length / future.length).toBeGreaterThan(0.8);
    expect(future.some((plan) => plan.status === 'finished')).toBe(false);
  });

  it('picks most riders up within 20 minutes of the scheduled time', () => {
    const pickedUp = plans.filter((plan) => plan.pickedUpAt !== null);
    const onTime = pickedUp.filter((plan) => (plan.pickedUpAt as number) <= plan.pickupAt + 20 * MINUTE_MS);
    expect(onTime.length / pickedUp.length).toBeGreaterThan(0.75);
    expect(onTime.length / pickedUp.length).toBeLessThan(0.85);
  });
});

describe('planLiveRide', () => {
  it('produces exactly the status asked for, consistently', () => {
    const random = createRandom('live-test');
    const problems = RIDE_STATUSES.flatMap((status) =>
      Array.from({ length: 50 }, () =>
        planLiveRide(random, status, NOW, random.int(6, 60) * MINUTE_MS),
      ).flatMap((plan) => [
        ...(plan.status === status ? [] : [`${status} became ${plan.status}`]),
        ...problemsOf(plan),
      ]),
    );
    expect(new Set(problems)).toEqual(new Set());
  });

  it('puts every status on the board even for a tiny seed', () => {
    const size = liveBoardSize(3_000);
    expect(size).toBeGreaterThanOrEqual(RIDE_STATUSES.length);
    const statuses = new Set(Array.from({ length: size }, (_, i) => liveBoardStatus(i)));
    expect([...statuses].sort()).toEqual([...RIDE_STATUSES].sort());
    expect(liveBoardSize(5)).toBe(5);
  });
});

describe('roles', () => {
  const keysOf = (id: number) => SEED_ROLES.find((role) => role.id === id)?.keys ?? [];

  it('gives Admin every key and the dispatcher all but surge, routing, stats, reports, Sentry billing and developer tools', () => {
    expect([...keysOf(ROLE.admin)].sort()).toEqual([...PERMISSION_KEYS].sort());
    const dispatcher = keysOf(ROLE.dispatcher);
    for (const key of ['surge.view', 'view.routing', 'view.stats'] as const)
      expect(dispatcher).not.toContain(key);
    expect(dispatcher.some((key) => key.startsWith('reporting.'))).toBe(false);
    const excluded = PERMISSION_KEYS.filter((key) => !dispatcher.includes(key));
    expect(
      excluded.every(
        (key) =>
          ['reporting.', 'sentry.', 'developer.'].some((area) => key.startsWith(area)) ||
          ['surge.view', 'view.routing', 'view.stats'].includes(key),
      ),
    ).toBe(true);
    expect(dispatcher).toContain('view.routes');
  });

  it('keeps the fixed role ids', () => {
    expect(SEED_ROLES.map((role) => role.id)).toEqual(expect.arrayContaining([1, 415]));
    expect(SEED_ROLES.find((role) => role.id === 1)?.name).toBe('Admin');
  });
});
