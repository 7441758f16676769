import { describe, expect, it } from 'vitest';
import type { HtmlMarkerSpec } from './htmlMarker';
import { htmlMarkersInView, markerDots } from './markerDots';

const marker = (i: number, lon: number, lat: number): HtmlMarkerSpec => ({
  id: `driver-${i}`,
  kind: 'badge',
  lon,
  lat,
  ariaLabel: `Driver #${i}`,
  color: '#546e7a',
  muted: i % 2 === 0,
});
const VIEW = { west: -74, south: 40.7, east: -73.9, north: 40.8 };

describe('markers drawn as dots and HTML', () => {
  it('makes one dot per marker with its id, colour and state', () => {
    const dots = markerDots([marker(1, -73.95, 40.75), { ...marker(2, -73.9, 40.7), selected: true }]);
    expect(dots.features.map((f) => [f.geometry.coordinates, f.properties])).toEqual([
      [[-73.95, 40.75], { id: 'driver-1', color: '#546e7a', muted: false, selected: false }],
      [[-73.9, 40.7], { id: 'driver-2', color: '#546e7a', muted: true, selected: true }],
    ]);
  });

  it('keeps every marker as HTML while they are few, wherever they are', () => {
    const few = [marker(1, -73.95, 40.75), marker(2, -70, 42)];
    expect(htmlMarkersInView(few, VIEW, 2)).toEqual(few);
  });

  it('past the limit, keeps as HTML only those in view, and none when the view holds too many', () => {
    const many = [marker(1, -73.95, 40.75), marker(2, -70, 42), marker(3, -73.91, 40.71)];
    expect(htmlMarkersInView(many, VIEW, 2).map((m) => m.id)).toEqual(['driver-1', 'driver-3']);
    expect(htmlMarkersInView(many, VIEW, 1)).toEqual([]);
    expect(htmlMarkersInView(many, null, 2)).toEqual([]);
  });
});
