import { describe, expect, it } from 'vitest';
import type { LatLon, Router } from '../../../platform/adapters/routing';
import { ANYWHERE } from './build';
import { TABLE_CHUNK, travelMatrix } from './matrix';

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
    expect(chunks).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
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

  it('flags the matrix when any chunk fell back to the straight line', async () => {
    const points = Array.from({ length: TABLE_CHUNK + 1 }, (_, i) => ({ lat: i, lon: 0 }));
    expect((await travelMatrix(fakeRouter(3).router, points)).fallback).toBe(true);
  });
});
