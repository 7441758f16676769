import type { Random } from './random';

/** A GeoJSON position: [longitude, latitude]. */
export type Position = [lon: number, lat: number];
export interface LatLon {
  lat: number;
  lon: number;
}
export interface BoundingBox {
  minLat: number;
  minLon: number;
  maxLat: number;
  maxLon: number;
}

const EARTH_RADIUS_MILES = 3958.8;
/** Straight-line distance times this factor approximates the distance driven on NYC streets. */
export const ROAD_DETOUR_FACTOR = 1.3;

const toRadians = (deg: number) => (deg * Math.PI) / 180;

/** cos(latitude): what the haversine needs of each end; a travel matrix computes it once per point. */
export const cosLatitude = (point: LatLon) => Math.cos(toRadians(point.lat));

export function haversineMiles(a: LatLon, b: LatLon, cosA = cosLatitude(a), cosB = cosLatitude(b)): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLon = toRadians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + cosA * cosB * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** Compass bearing in degrees (0 = north, clockwise) from `a` towards `b`. */
export function bearingDegrees(a: LatLon, b: LatLon): number {
  const toRad = (deg: number) => (deg * Math.PI) / 180;
  const y = Math.sin(toRad(b.lon - a.lon)) * Math.cos(toRad(b.lat));
  const x =
    Math.cos(toRad(a.lat)) * Math.sin(toRad(b.lat)) -
    Math.sin(toRad(a.lat)) * Math.cos(toRad(b.lat)) * Math.cos(toRad(b.lon - a.lon));
  return (((Math.atan2(y, x) * 180) / Math.PI + 360) % 360) | 0;
}

export function interpolate(a: LatLon, b: LatLon, fraction: number): LatLon {
  return { lat: a.lat + (b.lat - a.lat) * fraction, lon: a.lon + (b.lon - a.lon) * fraction };
}

export function boundingBox(ring: readonly Position[]): BoundingBox {
  let minLat = Number.POSITIVE_INFINITY;
  let minLon = Number.POSITIVE_INFINITY;
  let maxLat = Number.NEGATIVE_INFINITY;
  let maxLon = Number.NEGATIVE_INFINITY;
  for (const [lon, lat] of ring) {
    minLat = Math.min(minLat, lat);
    maxLat = Math.max(maxLat, lat);
    minLon = Math.min(minLon, lon);
    maxLon = Math.max(maxLon, lon);
  }
  return { minLat, minLon, maxLat, maxLon };
}

/** Ray casting: true when the point lies inside the ring (a point exactly on an edge may go either way). */
export function isPointInRing(lat: number, lon: number, ring: readonly Position[]): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i] as Position;
    const [xj, yj] = ring[j] as Position;
    if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

/** A uniformly random point inside the ring (rejection sampling within its bounding box). */
export function randomPointInRing(random: Random, ring: readonly Position[], box: BoundingBox): LatLon {
  for (let attempt = 0; attempt < 200; attempt++) {
    const lat = random.float(box.minLat, box.maxLat);
    const lon = random.float(box.minLon, box.maxLon);
    if (isPointInRing(lat, lon, ring)) return { lat: round6(lat), lon: round6(lon) };
  }
  const [lon, lat] = ring[0] as Position;
  return { lat, lon };
}

/** Six decimals is about 10 cm: as precise as a GPS fix needs to be. */
export function round6(value: number): number {
  return Math.round(value * 1e6) / 1e6;
}
