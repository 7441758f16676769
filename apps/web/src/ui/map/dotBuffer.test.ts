import { describe, expect, it } from 'vitest';
import { DotBuffer, hexToRgb, mercator, STYLE_BYTES } from './dotBuffer';
import { dotRadius } from './markerDotLayer';

interface Driver {
  id: number;
  lon: number;
  lat: number;
  color: string;
  muted: boolean;
  selected: boolean;
}
const driver = (id: number, lon: number, lat: number, more: Partial<Driver> = {}): Driver => ({
  id,
  lon,
  lat,
  color: '#546e7a',
  muted: false,
  selected: false,
  ...more,
});
const source = { keyOf: (d: Driver) => d.id, styleOf: (d: Driver) => d };

function filled(drivers: Driver[]): DotBuffer {
  const dots = new DotBuffer();
  dots.update(drivers, source);
  dots.uploaded();
  return dots;
}

describe('DotBuffer', () => {
  it('places each dot at its Web Mercator position and paints it with its colour and state', () => {
    const dots = new DotBuffer();
    dots.update([driver(1, -73.95, 40.75), driver(2, -73.9, 40.7, { muted: true, selected: true })], source);
    expect(dots.count).toBe(2);
    expect(dots.resized).toBe(true);
    const [x, y] = mercator(-73.9, 40.7);
    const [ox, oy] = dots.origin ?? [0, 0];
    // Within 5e-11 of the world's width (2 mm): single precision relative to the origin is enough.
    expect((dots.positions[2] ?? 0) + ox).toBeCloseTo(x, 10);
    expect((dots.positions[3] ?? 0) + oy).toBeCloseTo(y, 10);
    expect([...dots.styles.subarray(STYLE_BYTES, STYLE_BYTES * 2)]).toEqual([0x54, 0x6e, 0x7a, 3]);
    expect(dots.selectedIndex).toBe(1);
  });

  it('marks for upload only the span of dots that moved or changed look', () => {
    const drivers = [0, 1, 2, 3, 4].map((i) => driver(i, -73.9 + i / 100, 40.7));
    const dots = filled(drivers);
    const next = drivers.map((d) => (d.id === 1 || d.id === 3 ? { ...d, lat: d.lat + 0.0001 } : d));
    next[2] = { ...(next[2] as Driver), color: '#ff0000' };
    dots.update(next, source);
    expect(dots.resized).toBe(false);
    expect(dots.positionSpan).toEqual({ from: 1, to: 4 });
    expect(dots.styleSpan).toEqual({ from: 2, to: 3 });

    dots.uploaded();
    dots.update(next, source);
    expect(dots.positionSpan.from).toBeGreaterThanOrEqual(dots.positionSpan.to);
    expect(dots.styleSpan.from).toBeGreaterThanOrEqual(dots.styleSpan.to);
  });

  it('writes everything again when drivers come, go or change order', () => {
    const dots = filled([driver(1, -73.9, 40.7), driver(2, -73.8, 40.7)]);
    dots.update([driver(2, -73.8, 40.7), driver(1, -73.9, 40.7)], source);
    expect(dots.positionSpan).toEqual({ from: 0, to: 2 });
    dots.uploaded();
    dots.update([driver(2, -73.8, 40.7), driver(1, -73.9, 40.7), driver(3, -73.7, 40.6)], source);
    expect(dots.resized).toBe(true);
    expect(dots.count).toBe(3);
  });

  it('finds the dot under a pointer, the later one when two overlap, none out of reach', () => {
    const dots = filled([driver(1, -73.9, 40.7), driver(2, -73.9, 40.7), driver(3, -73.8, 40.7)]);
    const [x, y] = mercator(-73.9, 40.7);
    expect(dots.nearest(x + 1e-9, y, 1e-7)).toBe(1);
    const [x3, y3] = mercator(-73.8001, 40.7);
    expect(dots.nearest(x3, y3, 1e-6)).toBe(2);
    expect(dots.nearest(x3, y3, 1e-8)).toBe(-1);
  });
});

describe('dot look', () => {
  it('reads #rrggbb and #rgb colours, and shows a bad one grey', () => {
    expect(hexToRgb('#e53935')).toEqual([0xe5, 0x39, 0x35]);
    expect(hexToRgb('#fff')).toEqual([255, 255, 255]);
    expect(hexToRgb('red')).toEqual([0x9e, 0x9e, 0x9e]);
  });

  it('grows with the zoom as the badges come closer', () => {
    expect(dotRadius(5)).toBe(2.5);
    expect(dotRadius(10)).toBeCloseTo(3.25);
    expect(dotRadius(13.5)).toBeCloseTo(5);
    expect(dotRadius(18)).toBe(6);
  });
});
