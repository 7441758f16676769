import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { isInPolygon } from '../../ride-actions/rules';

/**
 * TLC taxi zones (FACTS §3.4, decision 126): the official 265-id lookup table ships as data; the zone
 * shapes (263 polygons) are read from a GeoJSON FeatureCollection named by TAXI_ZONES_GEOJSON, because
 * no copy of the shapes is shipped with the product. 264 = Unknown, 265 = Outside of NYC.
 */
export const UNKNOWN_ZONE = 264;
export const OUTSIDE_NYC_ZONE = 265;

export interface TaxiZone {
  id: number;
  borough: string;
  zone: string;
  serviceZone: string;
}

/** The lookup table (LocationID, Borough, Zone, service_zone), 1 to 265 in order. */
export function taxiZoneLookup(): TaxiZone[] {
  const text = readFileSync(new URL('./taxi-zone-lookup.csv', import.meta.url), 'utf8');
  const rows = parse(text, { columns: true }) as Record<string, string>[];
  return rows.map((row) => ({
    id: Number(row.LocationID),
    borough: row.Borough ?? '',
    zone: row.Zone ?? '',
    serviceZone: row.service_zone ?? '',
  }));
}

type Ring = [number, number][];
/** One zone's shape: its polygons (outline first, then holes) and their bounding box. */
export interface ZoneShape {
  id: number;
  polygons: Ring[][];
  box: { minLon: number; minLat: number; maxLon: number; maxLat: number };
}

interface Feature {
  properties?: { LocationID?: unknown; locationid?: unknown } | null;
  geometry?: { type?: string; coordinates?: unknown } | null;
}

/** The shapes of a FeatureCollection whose features carry `LocationID` and a Polygon or MultiPolygon. */
export function parseZoneShapes(geojson: unknown): ZoneShape[] {
  const features = (geojson as { features?: Feature[] }).features;
  if (!Array.isArray(features)) throw new Error('taxi zones: not a GeoJSON FeatureCollection');
  return features.map((feature, index) => {
    const id = Number(feature.properties?.LocationID ?? feature.properties?.locationid);
    const geometry = feature.geometry;
    if (!Number.isInteger(id) || id < 1 || id > 263)
      throw new Error(`taxi zones: feature ${index} has no LocationID from 1 to 263`);
    const polygons =
      geometry?.type === 'Polygon'
        ? [geometry.coordinates as Ring[]]
        : geometry?.type === 'MultiPolygon'
          ? (geometry.coordinates as Ring[][])
          : null;
    if (!polygons) throw new Error(`taxi zones: zone ${id} is not a Polygon or MultiPolygon`);
    const points = polygons.flatMap((rings) => rings[0] ?? []);
    const lons = points.map((p) => p[0]);
    const lats = points.map((p) => p[1]);
    return {
      id,
      polygons,
      box: {
        minLon: Math.min(...lons),
        minLat: Math.min(...lats),
        maxLon: Math.max(...lons),
        maxLat: Math.max(...lats),
      },
    };
  });
}

/** Reads the shapes file, or null when none is configured. */
export function loadZoneShapes(path: string | undefined): ZoneShape[] | null {
  return path ? parseZoneShapes(JSON.parse(readFileSync(path, 'utf8'))) : null;
}

/**
 * The taxi zone of a point: the zone whose polygon holds it; 265 when the shapes hold it nowhere (outside
 * the city); 264 when the point is not a real coordinate, or there are no shapes to tell.
 */
export function createZoneResolver(shapes: readonly ZoneShape[] | null) {
  return (lat: number | null, lon: number | null): number => {
    if (shapes === null || lat === null || lon === null) return UNKNOWN_ZONE;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return UNKNOWN_ZONE;
    for (const shape of shapes) {
      const { box } = shape;
      if (lon < box.minLon || lon > box.maxLon || lat < box.minLat || lat > box.maxLat) continue;
      if (shape.polygons.some((rings) => isInPolygon(lon, lat, rings))) return shape.id;
    }
    return OUTSIDE_NYC_ZONE;
  };
}
export type ZoneResolver = ReturnType<typeof createZoneResolver>;
