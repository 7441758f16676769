import { euclideanMatrix, type SolverInput } from '@fleetdesk/solver';
import { describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../../../test/event-loop';
import { solveInThread } from './solver-thread';

/** 60 rides on a line, 10 vehicles: enough search to fill the time limit. */
function instance(): SolverInput {
  const points: [number, number][] = [[0, 0]];
  for (let i = 0; i < 60; i++) points.push([i, i % 7], [i + 5, (i * 3) % 11]);
  return {
    dimensions: ['seats'],
    matrix: euclideanMatrix(points),
    requests: Array.from({ length: 60 }, (_, i) => ({
      id: String(i),
      pickup: { location: 1 + 2 * i, earliest: 0, latest: 600, serviceMinutes: 1 },
      dropoff: { location: 2 + 2 * i, earliest: 0, latest: 800, serviceMinutes: 1 },
      load: [1],
    })),
    vehicles: Array.from({ length: 10 }, (_, i) => ({
      id: `v${i}`,
      startLocation: 0,
      endLocation: 0,
      shiftStart: 0,
      shiftEnd: 1000,
      capacity: [3],
    })),
  };
}

describe('the solver thread', () => {
  it('solves off the main thread: timers keep firing while it searches, progress arrives', async () => {
    const loop = watchEventLoop(10);
    const progress: string[] = [];
    const started = performance.now();
    const result = await solveInThread(instance(), [{ title: 'D', items: [{}] }], 1500, (p) =>
      progress.push(p.phase),
    );
    const worstGap = loop.stop();
    expect(performance.now() - started).toBeGreaterThan(1000);
    expect(result.served).toBe(60);
    expect(progress.length).toBeGreaterThan(0);
    // On the main thread the loop would stand still for the whole search (1.5 s).
    expect(worstGap).toBeLessThan(400);
  }, 20_000);
});
