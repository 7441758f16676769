import { describe, expect, it } from 'vitest';
import { groupWaypoints, type ScreenWaypoint } from './waypointGrouping';

const at = (minute: number) => `2026-11-22T15:${String(minute).padStart(2, '0')}:00.000Z`;
const pin = (key: string, x: number, y: number, time: string | null, order = 0): ScreenWaypoint => ({
  key,
  x,
  y,
  at: time,
  order,
});

describe('groupWaypoints', () => {
  it('leaves pins that do not cover each other where they are', () => {
    const result = groupWaypoints([pin('a', 100, 100, at(1)), pin('b', 200, 100, at(2))]);
    expect(result.get('a')).toEqual({ dx: 0, dy: 0, position: 1, groupSize: 1 });
    expect(result.get('b')).toEqual({ dx: 0, dy: 0, position: 1, groupSize: 1 });
  });

  it('lays two close pins side by side, one pin width apart, the earliest on the left', () => {
    // Given in reverse time order: the later stop is listed first and sits on the left.
    const result = groupWaypoints([pin('late', 100, 100, at(30)), pin('early', 110, 100, at(5))]);
    const early = result.get('early');
    const late = result.get('late');
    expect(early).toMatchObject({ position: 1, groupSize: 2 });
    expect(late).toMatchObject({ position: 2, groupSize: 2 });
    // Centre x = 105: early goes to 93.5, late to 116.5.
    expect(110 + (early?.dx ?? 0)).toBeCloseTo(93.5);
    expect(100 + (late?.dx ?? 0)).toBeCloseTo(116.5);
    expect(early?.dy).toBe(0);
  });

  it('groups by the two thresholds: under 23 px across and under 35 px down', () => {
    const across = groupWaypoints([pin('a', 0, 0, at(1)), pin('b', 23, 0, at(2))]);
    expect(across.get('a')?.groupSize).toBe(1);
    const down = groupWaypoints([pin('a', 0, 0, at(1)), pin('b', 10, 35, at(2))]);
    expect(down.get('a')?.groupSize).toBe(1);
    const both = groupWaypoints([pin('a', 0, 0, at(1)), pin('b', 22, 34, at(2))]);
    expect(both.get('a')?.groupSize).toBe(2);
    expect(both.get('b')?.dy).toBeCloseTo(-17);
  });

  it('chains pins that each cover a neighbour into one group in time order', () => {
    const result = groupWaypoints([
      pin('c', 40, 0, at(20)),
      pin('a', 0, 0, at(10)),
      pin('b', 20, 0, at(15)),
      pin('far', 400, 0, at(1)),
    ]);
    expect(['a', 'b', 'c'].map((key) => result.get(key)?.position)).toEqual([1, 2, 3]);
    expect(result.get('a')?.groupSize).toBe(3);
    expect(result.get('far')?.groupSize).toBe(1);
    // Laid out 23 px apart around x = 20.
    expect(0 + (result.get('a')?.dx ?? 0)).toBeCloseTo(-3);
    expect(40 + (result.get('c')?.dx ?? 0)).toBeCloseTo(43);
  });

  it('puts stops without a time last and breaks ties by route order', () => {
    const result = groupWaypoints([
      pin('untimed', 0, 0, null, 0),
      pin('second', 1, 0, at(5), 2),
      pin('first', 2, 0, at(5), 1),
    ]);
    expect(result.get('first')?.position).toBe(1);
    expect(result.get('second')?.position).toBe(2);
    expect(result.get('untimed')?.position).toBe(3);
  });

  it('answers nothing for no pins', () => {
    expect(groupWaypoints([]).size).toBe(0);
  });
});
