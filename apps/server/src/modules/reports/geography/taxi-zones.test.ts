import { describe, expect, it } from 'vitest';
import {
  BORDER_SNAP_DEGREES,
  createZoneResolver,
  loadZoneShapes,
  OUTSIDE_NYC_ZONE,
  parseZoneShapes,
  taxiZoneLookup,
  UNKNOWN_ZONE,
} from './taxi-zones';

// Hand-made squares, not taxi zones: they test the resolver, which reads the real shapes from a file.
const square = (x: number, y: number, size: number) => [
  [x, y],
  [x + size, y],
  [x + size, y + size],
  [x, y + size],
  [x, y],
];
const collection = {
  type: 'FeatureCollection',
  features: [
    // A square with a square hole.
    {
      type: 'Feature',
      properties: { LocationID: 7 },
      geometry: { type: 'Polygon', coordinates: [square(0, 0, 10), square(4, 4, 2)] },
    },
    // Two islands, one zone; the hole of 7 belongs to 8.
    {
      type: 'Feature',
      properties: { LocationID: 8 },
      geometry: { type: 'MultiPolygon', coordinates: [[square(20, 0, 5)], [square(4, 4, 2)]] },
    },
  ],
};

describe('taxi zone resolver', () => {
  const zoneOf = createZoneResolver(parseZoneShapes(collection));

  it('answers the zone whose polygon holds the point, holes and islands included', () => {
    expect(zoneOf(1, 1)).toBe(7);
    expect(zoneOf(5, 5)).toBe(8); // in 7's hole, on 8's second island
    expect(zoneOf(2, 22)).toBe(8);
  });

  it('answers 265 outside every polygon and 264 for what is not a coordinate', () => {
    expect(zoneOf(2, 15)).toBe(OUTSIDE_NYC_ZONE);
    expect(zoneOf(Number.NaN, 1)).toBe(UNKNOWN_ZONE);
    expect(zoneOf(95, 1)).toBe(UNKNOWN_ZONE);
    expect(zoneOf(null, 1)).toBe(UNKNOWN_ZONE);
  });

  it('answers the zone of a border within the snap distance for a point no polygon holds', () => {
    const outside = 10 + BORDER_SNAP_DEGREES / 2;
    expect(zoneOf(5, outside)).toBe(7);
    expect(zoneOf(5, 10 + BORDER_SNAP_DEGREES * 2)).toBe(OUTSIDE_NYC_ZONE);
    expect(zoneOf(-BORDER_SNAP_DEGREES / 2, 22)).toBe(8);
  });

  it('answers 264 for every point when no shapes are configured', () => {
    expect(createZoneResolver(null)(40.758, -73.9855)).toBe(UNKNOWN_ZONE);
  });

  it('refuses a file that is not zones with LocationIDs', () => {
    expect(() => parseZoneShapes({ type: 'Feature' })).toThrow(/FeatureCollection/);
    const noId = { features: [{ properties: {}, geometry: { type: 'Polygon', coordinates: [] } }] };
    expect(() => parseZoneShapes(noId)).toThrow(/LocationID/);
    const line = { features: [{ properties: { LocationID: 3 }, geometry: { type: 'LineString' } }] };
    expect(() => parseZoneShapes(line)).toThrow(/Polygon/);
  });
});

describe('the shipped taxi zone shapes (NYC Open Data, simplified)', () => {
  const shapes = loadZoneShapes(undefined);
  const zoneOf = createZoneResolver(shapes);

  it('hold the 263 polygons of the official file, with its LocationIDs', () => {
    expect(shapes).toHaveLength(263);
    const ids = new Set(shapes.map((shape) => shape.id));
    // The official file gives Corona's second polygon LocationID 56, and the islands' three 103.
    expect([...ids].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 263 }, (_, i) => i + 1).filter((id) => id !== 57 && id !== 104 && id !== 105),
    );
  });

  // Points known from a map, each well inside its zone; the ids are those of the TLC's lookup table.
  it.each([
    ['Newark Airport', 40.6895, -74.1745, 1],
    ['Central Park', 40.7812, -73.9665, 43],
    ['Coney Island', 40.5747, -73.9787, 55],
    ['Far Rockaway', 40.6054, -73.7551, 86],
    ['Flushing', 40.7596, -73.8303, 92],
    ['Liberty Island', 40.6892, -74.0445, 103],
    ['JFK Airport', 40.6441, -73.7823, 132],
    ['LaGuardia Airport', 40.7769, -73.874, 138],
    ['Midtown East (Grand Central)', 40.7527, -73.9772, 162],
    ['Penn Station', 40.7506, -73.9935, 186],
    ['St. George ferry terminal', 40.6437, -74.0736, 206],
    ['Times Square', 40.758, -73.9855, 230],
    ['Yonkers', 40.9312, -73.8988, OUTSIDE_NYC_ZONE],
    ['Jersey City', 40.7178, -74.0431, OUTSIDE_NYC_ZONE],
  ])('puts %s in its zone', (_place, lat, lon, zone) => {
    expect(zoneOf(lat, lon)).toBe(zone);
  });
});

describe('taxi zone lookup table (FACTS §3.4)', () => {
  const zones = taxiZoneLookup();

  it('holds the 265 official ids in order, with the facts the TLC states', () => {
    expect(zones.map((z) => z.id)).toEqual(Array.from({ length: 265 }, (_, i) => i + 1));
    expect(zones[0]).toEqual({ id: 1, borough: 'EWR', zone: 'Newark Airport', serviceZone: 'EWR' });
    expect(zones[85]).toMatchObject({ id: 86, borough: 'Queens', zone: 'Far Rockaway' });
    expect(zones[131]?.serviceZone).toBe('Airports');
    expect(zones[137]?.serviceZone).toBe('Airports');
    expect(zones[264]).toMatchObject({ id: 265, zone: 'Outside of NYC' });
  });

  it('counts the polygons per borough as the TLC does', () => {
    const count = (borough: string) => zones.filter((z) => z.borough === borough).length;
    expect([count('Manhattan'), count('Queens'), count('Brooklyn'), count('Bronx')]).toEqual([
      69, 69, 61, 43,
    ]);
    expect(count('Staten Island')).toBe(20);
  });
});
