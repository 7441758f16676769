import { describe, expect, it } from 'vitest';
import { isSameItems, itemsInView } from './markerDots';

const item = (id: number, lon: number, lat: number) => ({ id, lon, lat });
const VIEW = { west: -74, south: 40.7, east: -73.9, north: 40.8 };

describe('the items drawn as HTML markers over their dots', () => {
  it('keeps every item while they are few, wherever they are', () => {
    const few = [item(1, -73.95, 40.75), item(2, -70, 42)];
    expect(itemsInView(few, VIEW, 2)).toEqual(few);
  });

  it('past the limit, keeps only those in view, and none when the view holds too many', () => {
    const many = [item(1, -73.95, 40.75), item(2, -70, 42), item(3, -73.91, 40.71)];
    expect(itemsInView(many, VIEW, 2).map((m) => m.id)).toEqual([1, 3]);
    expect(itemsInView(many, VIEW, 1)).toEqual([]);
    expect(itemsInView(many, null, 2)).toEqual([]);
  });

  it('tells a view holding the same items (no badge to rebuild) from one that changed', () => {
    const a = item(1, -73.95, 40.75);
    const b = item(2, -73.91, 40.71);
    expect(isSameItems([a, b], [a, b])).toBe(true);
    expect(isSameItems([a, b], [a, { ...b }])).toBe(false);
    expect(isSameItems([a], [a, b])).toBe(false);
  });
});
