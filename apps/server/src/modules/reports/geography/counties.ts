import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { isInPolygon } from '../../ride-actions/rules';

/**
 * Where a point lies for the New York trip taxes (FACTS §4.1, decision 127), from the US Census county
 * shapes of `us-atlas` (1:10,000,000 cartographic boundaries: a point within about a kilometre of a
 * county's shore may be placed wrongly).
 */
const NYC_COUNTIES = ['36005', '36047', '36061', '36081', '36085'];
/** The Metropolitan Commuter Transportation District outside the city (Tax Law Art. 29-A). */
const MCTD_COUNTIES_OUTSIDE_NYC = ['36027', '36059', '36071', '36079', '36087', '36103', '36119'];
const MANHATTAN = '36061';

/**
 * 96th Street from the East River to the Hudson, approximately (East 96th at the FDR Drive, West 96th at
 * Riverside Drive): the congestion surcharge's line, which runs with Manhattan's tilted street grid.
 */
const EAST_96TH = { lat: 40.7833, lon: -73.9437 };
const WEST_96TH = { lat: 40.797, lon: -73.9745 };

type Ring = [number, number][];
let shapes: Map<string, Ring[][]> | null = null;

/** The counties of New York State (FIPS 36xxx), read once from us-atlas. */
function countyShapes(): Map<string, Ring[][]> {
  if (shapes) return shapes;
  const file = createRequire(import.meta.url).resolve('us-atlas/counties-10m.json');
  const topology = JSON.parse(readFileSync(file, 'utf8')) as Topology<{ counties: GeometryCollection }>;
  shapes = new Map();
  for (const county of feature(topology, topology.objects.counties).features) {
    const id = String(county.id);
    if (!id.startsWith('36')) continue;
    const g = county.geometry;
    if (g.type === 'Polygon') shapes.set(id, [g.coordinates as Ring[]]);
    if (g.type === 'MultiPolygon') shapes.set(id, g.coordinates as Ring[][]);
  }
  return shapes;
}

function isInCounties(lat: number, lon: number, counties: Iterable<string>): boolean {
  const all = countyShapes();
  for (const id of counties)
    if ((all.get(id) ?? []).some((rings) => isInPolygon(lon, lat, rings))) return true;
  return false;
}

export const isInNewYorkState = (lat: number, lon: number) => isInCounties(lat, lon, countyShapes().keys());

export const isInNewYorkCity = (lat: number, lon: number) => isInCounties(lat, lon, NYC_COUNTIES);

export const isInMctd = (lat: number, lon: number) =>
  isInCounties(lat, lon, [...NYC_COUNTIES, ...MCTD_COUNTIES_OUTSIDE_NYC]);

/** South of (not including) 96th Street: on the south side of the line across the island. */
export function isSouthOf96thStreet(lat: number, lon: number): boolean {
  const side =
    (WEST_96TH.lon - EAST_96TH.lon) * (lat - EAST_96TH.lat) -
    (WEST_96TH.lat - EAST_96TH.lat) * (lon - EAST_96TH.lon);
  return side > 0;
}

export const isInManhattan = (lat: number, lon: number) => isInCounties(lat, lon, [MANHATTAN]);
