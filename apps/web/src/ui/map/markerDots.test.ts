import { describe, expect, it } from 'vitest';
import { itemsInView } from './markerDots';

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
});
