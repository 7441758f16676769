import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { createZoneGrid, type GridShape } from './zone-grid';

/**
 * TLC taxi zones (FACTS §3.4, decisions 126 and 159): the official 265-id lookup table and the zone shapes
 * (263 polygons, simplified from NYC Open Data's "NYC Taxi Zones") ship as data; TAXI_ZONES_GEOJSON
 * names another shapes file (e.g. the full-resolution one). 264 = Unknown, 265 = Outside of NYC.
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
export type ZoneShape = GridShape;

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

/** The shipped shapes: every zone's outline kept to about one vertex in eight (decision 159). */
export const SHIPPED_ZONE_SHAPES = new URL('./taxi-zones.geojson', import.meta.url);

/** Reads the configured shapes file, else the shipped one. */
export function loadZoneShapes(path: string | URL | undefined): ZoneShape[] {
  return parseZoneShapes(JSON.parse(readFileSync(path ?? SHIPPED_ZONE_SHAPES, 'utf8')));
}

/**
 * How far (in degrees, about 150 m) a point that no polygon holds may lie from a zone's border and still
 * be in it: simplified neighbours leave slivers between them, and a pickup on a shore street may read a
 * few metres out on the water. Further out is outside the city.
 */
export const BORDER_SNAP_DEGREES = 0.0015;

/**
 * The taxi zone of a point: the zone whose polygon holds it, else the zone whose border is within the snap
 * distance; 265 when neither (outside the city); 264 when the point is not a real coordinate, or there
 * are no shapes to tell.
 */
export function createZoneResolver(shapes: readonly ZoneShape[] | null) {
  const zoneAt = shapes === null ? null : createZoneGrid(shapes, BORDER_SNAP_DEGREES);
  return (lat: number | null, lon: number | null): number => {
    if (zoneAt === null || lat === null || lon === null) return UNKNOWN_ZONE;
    if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180)
      return UNKNOWN_ZONE;
    return zoneAt(lat, lon) ?? OUTSIDE_NYC_ZONE;
  };
}
export type ZoneResolver = ReturnType<typeof createZoneResolver>;
