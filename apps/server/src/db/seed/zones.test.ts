import { describe, expect, it } from 'vitest';
import { SEED_COMPANIES } from './companies';
import { isPointInRing } from './geo';
import { findZoneId, NYC_ZONES, type ZoneShape } from './zones';

const zoneIdNamed = (name: string) => NYC_ZONES.find((zone) => zone.name === name)?.id;

describe('findZoneId', () => {
  it('finds the zone of well-known places', () => {
    expect(findZoneId(NYC_ZONES, 40.758, -73.9855)).toBe(zoneIdNamed('Midtown')); // Times Square
    expect(findZoneId(NYC_ZONES, 40.7069, -74.0113)).toBe(zoneIdNamed('Financial District')); // Wall St
    expect(findZoneId(NYC_ZONES, 40.6034, -73.7554)).toBe(zoneIdNamed('Far Rockaway')); // Mott Ave
    expect(findZoneId(NYC_ZONES, 40.6413, -73.7781)).toBe(zoneIdNamed('JFK Airport'));
    expect(findZoneId(NYC_ZONES, 40.7769, -73.874)).toBe(zoneIdNamed('LaGuardia Airport'));
    expect(findZoneId(NYC_ZONES, 40.8621, -73.8908)).toBe(zoneIdNamed('Fordham'));
    expect(findZoneId(NYC_ZONES, 40.6437, -74.0775)).toBe(zoneIdNamed('St. George'));
  });

  it('returns null outside every zone', () => {
    expect(findZoneId(NYC_ZONES, 40.7829, -73.9654)).toBeNull(); // Central Park
    expect(findZoneId(NYC_ZONES, 40.55, -73.9)).toBeNull(); // the Atlantic
    expect(findZoneId(NYC_ZONES, 51.5, -0.12)).toBeNull(); // London
    expect(findZoneId([], 40.758, -73.9855)).toBeNull();
  });

  it('leaves out the holes of a polygon', () => {
    const square: ZoneShape = {
      id: 7,
      minLat: 0,
      minLon: 0,
      maxLat: 10,
      maxLon: 10,
      polygon: {
        type: 'Polygon',
        coordinates: [
          [
            [0, 0],
            [10, 0],
            [10, 10],
            [0, 10],
            [0, 0],
          ],
          [
            [4, 4],
            [6, 4],
            [6, 6],
            [4, 6],
            [4, 4],
          ],
        ],
      },
    };
    expect(findZoneId([square], 2, 2)).toBe(7);
    expect(findZoneId([square], 5, 5)).toBeNull();
    expect(findZoneId([square], 11, 5)).toBeNull();
  });
});

describe('NYC_ZONES', () => {
  it('has about twenty zones in every borough, with Far Rockaway as FR', () => {
    expect(NYC_ZONES.length).toBeGreaterThanOrEqual(18);
    expect(new Set(NYC_ZONES.map((zone) => zone.borough)).size).toBe(5);
    expect(NYC_ZONES.find((zone) => zone.name === 'Far Rockaway')?.shortName).toBe('FR');
    expect(new Set(NYC_ZONES.map((zone) => zone.id)).size).toBe(NYC_ZONES.length);
    expect(new Set(NYC_ZONES.map((zone) => zone.name)).size).toBe(NYC_ZONES.length);
  });

  it('stores closed [lon, lat] rings inside their bounding boxes', () => {
    for (const zone of NYC_ZONES) {
      const ring = zone.polygon.coordinates[0] ?? [];
      expect(ring.length).toBeGreaterThanOrEqual(5);
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      for (const [lon, lat] of ring) {
        expect(lon).toBeGreaterThanOrEqual(zone.minLon);
        expect(lon).toBeLessThanOrEqual(zone.maxLon);
        expect(lat).toBeGreaterThanOrEqual(zone.minLat);
        expect(lat).toBeLessThanOrEqual(zone.maxLat);
        // New York City lies within these bounds; a swapped pair would not.
        expect(lon).toBeGreaterThan(-74.3);
        expect(lon).toBeLessThan(-73.7);
        expect(lat).toBeGreaterThan(40.49);
        expect(lat).toBeLessThan(40.92);
      }
    }
  });

  it('never overlaps, so a point has at most one zone', () => {
    const overlaps: string[] = [];
    for (const [index, a] of NYC_ZONES.entries()) {
      for (const b of NYC_ZONES.slice(index + 1)) {
        const box = {
          minLat: Math.max(a.minLat, b.minLat),
          maxLat: Math.min(a.maxLat, b.maxLat),
          minLon: Math.max(a.minLon, b.minLon),
          maxLon: Math.min(a.maxLon, b.maxLon),
        };
        if (box.minLat > box.maxLat || box.minLon > box.maxLon) continue;
        for (let i = 0; i <= 50; i++) {
          for (let j = 0; j <= 50; j++) {
            const lat = box.minLat + ((box.maxLat - box.minLat) * i) / 50;
            const lon = box.minLon + ((box.maxLon - box.minLon) * j) / 50;
            const inA = isPointInRing(lat, lon, a.polygon.coordinates[0] ?? []);
            if (inA && isPointInRing(lat, lon, b.polygon.coordinates[0] ?? []))
              overlaps.push(`${a.name} / ${b.name}`);
          }
        }
      }
    }
    expect([...new Set(overlaps)]).toEqual([]);
  });

  it('holds every facility the demo sends rides to', () => {
    for (const company of SEED_COMPANIES) {
      if (company.place)
        expect(findZoneId(NYC_ZONES, company.place.lat, company.place.lon), company.name).not.toBeNull();
    }
  });
});
