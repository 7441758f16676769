import { isInManhattan, isInMctd, isInNewYorkCity, isInNewYorkState, isSouthOf96thStreet } from './counties';
import {
  createZoneResolver,
  OUTSIDE_NYC_ZONE,
  taxiZoneLookup,
  UNKNOWN_ZONE,
  type ZoneShape,
} from './taxi-zones';

export interface Place {
  zoneId: number;
  inNyc: boolean;
  inMctd: boolean;
  inNyState: boolean;
  inCongestionZone: boolean;
}

/**
 * What the reports need to know of a point: the taxi zone decides the city and Manhattan (street-level
 * borders); the county shapes decide the MCTD and the state beyond the city, and the whole place when a
 * finder is made without zone shapes (the zone is then 264).
 */
export function createPlaceFinder(zoneShapes: readonly ZoneShape[] | null) {
  const zoneOf = createZoneResolver(zoneShapes);
  const boroughs = new Map(taxiZoneLookup().map((zone) => [zone.id, zone.borough]));
  const placeOf = (lat: number, lon: number): Place => {
    const zoneId = zoneOf(lat, lon);
    const known = zoneId !== UNKNOWN_ZONE;
    // Zone 1 is Newark Airport, in New Jersey; 265 is outside the city.
    const inNyc = known ? zoneId !== 1 && zoneId !== OUTSIDE_NYC_ZONE : isInNewYorkCity(lat, lon);
    const inManhattan = known ? boroughs.get(zoneId) === 'Manhattan' : isInManhattan(lat, lon);
    return {
      zoneId,
      inNyc,
      inMctd: inNyc || isInMctd(lat, lon),
      inNyState: inNyc || isInNewYorkState(lat, lon),
      inCongestionZone: inManhattan && isSouthOf96thStreet(lat, lon),
    };
  };
  // The TLC export needs the zone only; the tax rules the whole place.
  return { zoneOf, placeOf };
}
export type PlaceFinder = ReturnType<typeof createPlaceFinder>;
