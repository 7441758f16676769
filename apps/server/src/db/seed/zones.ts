import type { DbOrTx } from '../client';
import { zones } from '../schema';
import { type BoundingBox, boundingBox, isPointInRing, type Position } from './geo';
import { ZONE_DEFINITIONS, type ZoneDefinition } from './zone-data';

export type { Borough, ZoneDefinition } from './zone-data';
export { OPEN_AREAS } from './zone-data';

/** A GeoJSON Polygon: the outer ring first, then any holes; every ring closed, positions [lon, lat]. */
export interface ZonePolygon {
  type: 'Polygon';
  coordinates: Position[][];
}

/** What a point-in-zone lookup needs: the same fields a `zones` row carries. */
export interface ZoneShape extends BoundingBox {
  id: number;
  polygon: ZonePolygon;
}

export type SeedZone = ZoneDefinition & ZoneShape;

function closeRing(outline: readonly Position[]): Position[] {
  const ring = outline.map(([lon, lat]): Position => [lon, lat]);
  const first = ring[0];
  const last = ring[ring.length - 1];
  if (first && last && (first[0] !== last[0] || first[1] !== last[1])) ring.push([first[0], first[1]]);
  return ring;
}

/** The demo's New York zones, with closed polygons and bounding boxes. */
export const NYC_ZONES: readonly SeedZone[] = ZONE_DEFINITIONS.map((definition) => {
  const ring = closeRing(definition.outline);
  return { ...definition, polygon: { type: 'Polygon', coordinates: [ring] }, ...boundingBox(ring) };
});

/**
 * The id of the first zone containing the point, or null when none does. Pure: pass zones loaded from the
 * database (polygon and bounding box columns) or `NYC_ZONES`.
 */
export function findZoneId(zoneList: readonly ZoneShape[], lat: number, lon: number): number | null {
  for (const zone of zoneList) {
    if (lat < zone.minLat || lat > zone.maxLat || lon < zone.minLon || lon > zone.maxLon) continue;
    const [outer, ...holes] = zone.polygon.coordinates;
    if (!outer || !isPointInRing(lat, lon, outer)) continue;
    if (holes.some((hole) => isPointInRing(lat, lon, hole))) continue;
    return zone.id;
  }
  return null;
}

export async function insertZones(db: DbOrTx): Promise<number> {
  await db.insert(zones).values(
    NYC_ZONES.map((zone) => ({
      id: zone.id,
      name: zone.name,
      shortName: zone.shortName,
      borough: zone.borough,
      state: 'NY',
      polygon: zone.polygon,
      minLat: zone.minLat,
      minLon: zone.minLon,
      maxLat: zone.maxLat,
      maxLon: zone.maxLon,
    })),
  );
  return NYC_ZONES.length;
}
