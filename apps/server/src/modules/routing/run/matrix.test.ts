import { describe, expect, it } from 'vitest';
import { watchEventLoop } from '../../../../test/event-loop';
import type { LatLon, Router } from '../../../platform/adapters/routing';
import { createStraightLineRouter } from '../../../platform/adapters/routing/straight-line';
import { ANYWHERE } from './build';
import { MATRIX_PROGRESS_MS, TABLE_CHUNK, travelMatrix } from './matrix';

/** A router whose travel from point a to b is |a − b| minutes and miles (points are numbered by lat). */
function fakeRouter(fallbackOnCall: number) {
  const calls: number[][] = [];
  let call = 0;
  const router: Router = {
    route: () => Promise.reject(new Error('not used')),
    async table(sources: readonly LatLon[], destinations: readonly LatLon[]) {
      calls.push([sources.length, destinations.length]);
      const gap = (a: LatLon, b: LatLon) => Math.abs(a.lat - b.lat);
      return {
        durations_s: sources.map((a) => destinations.map((b) => gap(a, b) * 60)),
        distances_miles: sources.map((a) => destinations.map((b) => gap(a, b))),
        is_manual_fallback_used: ++call === fallbackOnCall,
      };
    },
  };
  return { router, calls };
}

describe('the travel matrix of a run', () => {
  it('asks /table in chunks and places each answer; "anywhere" is no travel', async () => {
    const count = 2 * TABLE_CHUNK + 1;
    const points = [ANYWHERE, ...Array.from({ length: count }, (_, i) => ({ lat: i, lon: 0 }))];
    const { router, calls } = fakeRouter(0);
    const chunks: number[] = [];
    const { matrix, fallback } = await travelMatrix(router, points, (done) => {
      chunks.push(done);
    });
    expect(calls).toHaveLength(9);
    expect(calls.every(([s, d]) => (s as number) <= TABLE_CHUNK && (d as number) <= TABLE_CHUNK)).toBe(true);
    // A quick matrix reports once, when it is complete.
    expect(chunks.at(-1)).toBe(9);
    expect(fallback).toBe(false);
    const size = points.length;
    for (const [from, to] of [
      [1, size - 1],
      [size - 1, 1],
      [TABLE_CHUNK + 3, 7],
    ] as const) {
      expect(matrix.durations[from * size + to]).toBe(Math.abs(from - to));
      expect(matrix.distances[from * size + to]).toBe(Math.abs(from - to));
    }
    expect(matrix.durations[0 * size + 5]).toBe(0);
    expect(matrix.durations[5 * size + 0]).toBe(0);
  });

  it('asks for each place once: rides at the same address share its answers', async () => {
    const clinic = { lat: 3, lon: 0 };
    const points = [ANYWHERE, { lat: 1, lon: 0 }, clinic, { lat: 7, lon: 0 }, clinic, clinic];
    const { router, calls } = fakeRouter(0);
    const { matrix } = await travelMatrix(router, points);
    expect(calls).toEqual([[3, 3]]);
    const at = (from: number, to: number) => matrix.durations[from * points.length + to];
    expect([at(1, 2), at(1, 4), at(5, 3), at(4, 2), at(0, 4)]).toEqual([2, 2, 4, 0, 0]);
  });

  it('flags the matrix when any chunk fell back to the straight line', async () => {
    const points = Array.from({ length: TABLE_CHUNK + 1 }, (_, i) => ({ lat: i, lon: 0 }));
    expect((await travelMatrix(fakeRouter(3).router, points)).fallback).toBe(true);
  });

  it('fills a large straight-line matrix in shared memory, with few progress reports, the event loop turning', async () => {
    const points = Array.from({ length: 2_000 }, (_, i) => ({
      lat: 40.55 + (i % 97) * 0.003,
      lon: -74.1 + (i % 89) * 0.003,
    }));
    const loop = watchEventLoop(5);
    const reports: number[] = [];
    const started = performance.now();
    const { matrix } = await travelMatrix(createStraightLineRouter(), points, (done) => {
      reports.push(done);
    });
    const elapsed = performance.now() - started;
    const worstGap = loop.stop();
    expect(matrix.durations).toBeInstanceOf(Float64Array);
    expect((matrix.durations as Float64Array).buffer).toBeInstanceOf(SharedArrayBuffer);
    expect(matrix.durations[1 * 2_000 + 2]).toBeGreaterThan(0);
    expect(reports.at(-1)).toBe(40 * 40);
    expect(reports.length).toBeLessThanOrEqual(Math.ceil(elapsed / MATRIX_PROGRESS_MS) + 1);
    // Filled in one go, the loop would stand still for the whole matrix.
    expect(worstGap).toBeLessThan(Math.max(150, elapsed / 4));
  }, 20_000);
});
