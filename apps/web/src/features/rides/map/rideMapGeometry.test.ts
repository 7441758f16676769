import { encodePolyline } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { boundsOf, gpsHistoryLine, isDrawable, rideRouteLine, zonesCollection } from './rideMapGeometry';

const trip = { start_lat: 40.7394, start_lon: -73.9754, destination_lat: 40.7506, destination_lon: -73.9935 };

describe('rideRouteLine', () => {
  it('follows the road polyline when there is one', () => {
    const road = [
      { lat: 40.73, lon: -73.97 },
      { lat: 40.74, lon: -73.98 },
      { lat: 40.75, lon: -73.99 },
    ];
    const line = rideRouteLine(trip, encodePolyline(road));
    expect(line.features).toHaveLength(1);
    expect(line.features[0]?.properties).toEqual({ straight: false });
    expect(line.features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: road.map((p) => [p.lon, p.lat]),
    });
  });

  it('falls back to the straight pickup → dropoff line, marked straight', () => {
    for (const polyline of [null, '', '_p~iF']) {
      const line = rideRouteLine(trip, polyline);
      expect(line.features[0]?.properties).toEqual({ straight: true });
      expect(line.features[0]?.geometry).toEqual({
        type: 'LineString',
        coordinates: [
          [-73.9754, 40.7394],
          [-73.9935, 40.7506],
        ],
      });
    }
  });

  it('draws nothing without a ride or with coordinates off the globe', () => {
    expect(rideRouteLine(null, null).features).toEqual([]);
    expect(rideRouteLine({ ...trip, start_lat: 95 }, null).features).toEqual([]);
  });
});

describe('gpsHistoryLine', () => {
  it('joins the points oldest first and skips undrawable ones', () => {
    const line = gpsHistoryLine([
      { lat: 40.72, lon: -73.99, heading: 0, at: '2026-11-22T15:02:00Z' },
      { lat: Number.NaN, lon: -73.99, heading: 0, at: '2026-11-22T15:03:00Z' },
      { lat: 40.71, lon: -73.98, heading: 0, at: '2026-11-22T15:01:00Z' },
    ]);
    expect(line.features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: [
        [-73.98, 40.71],
        [-73.99, 40.72],
      ],
    });
  });

  it('needs two points for a line', () => {
    expect(gpsHistoryLine(undefined).features).toEqual([]);
    expect(gpsHistoryLine([{ lat: 40.7, lon: -73.9, heading: 0, at: '' }]).features).toEqual([]);
  });
});

describe('boundsOf and isDrawable', () => {
  it('spans the drawable points', () => {
    expect(
      boundsOf([
        { lat: 40.7, lon: -73.9 },
        { lat: 40.6, lon: -74.1 },
        { lat: 200, lon: 0 },
      ]),
    ).toEqual([
      [-74.1, 40.6],
      [-73.9, 40.7],
    ]);
    expect(boundsOf([])).toBeNull();
  });

  it('accepts |lng| ≤ 180 and |lat| ≤ 90, finite', () => {
    expect(isDrawable(90, -180)).toBe(true);
    expect(isDrawable(90.1, 0)).toBe(false);
    expect(isDrawable(0, 180.1)).toBe(false);
    expect(isDrawable(Number.POSITIVE_INFINITY, 0)).toBe(false);
    expect(isDrawable(null, 0)).toBe(false);
  });
});

describe('zonesCollection', () => {
  it('turns the zones into polygon features named after the zone', () => {
    const ring: [number, number][] = [
      [-73.8, 40.6],
      [-73.7, 40.6],
      [-73.75, 40.65],
      [-73.8, 40.6],
    ];
    const zones = zonesCollection([
      { id: 86, name: 'Far Rockaway', polygon: { type: 'Polygon', coordinates: [ring] } },
    ]);
    expect(zones.features[0]).toEqual({
      type: 'Feature',
      id: 86,
      properties: { name: 'Far Rockaway' },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  });
});
