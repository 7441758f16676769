import { geoAlbersUsa, geoPath } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';
import { MAP_HEIGHT } from './mapSize';
import { FIPS_BY_CODE, STATE_OPTIONS, type StateOption } from './usStates';

/** The country's box in the map's user space (mapSize.ts), leaving the right margin to the insets. */
const COUNTRY_BOX: [[number, number], [number, number]] = [
  [8, 8],
  [880, MAP_HEIGHT - 8],
];

export interface RegionShape extends StateOption {
  /** SVG path data in the map's user space. */
  d: string;
  /** Where the region's label or leader line starts. */
  centroid: [number, number];
}

type StateFeature = Feature<Geometry, { name: string }>;

function stateFeatures(): StateFeature[] {
  const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
  return feature(topology, topology.objects.states).features as StateFeature[];
}

/**
 * The 51 clickable regions, projected once (Albers USA: Alaska and Hawaii inset). Shapes the list does
 * not hold (Puerto Rico and the other territories us-atlas carries) are left out, as spec 2 §3 says.
 */
export function buildRegionShapes(): RegionShape[] {
  const byFips = new Map(stateFeatures().map((shape) => [String(shape.id), shape]));
  const regions = STATE_OPTIONS.map((option) => {
    const shape = byFips.get(FIPS_BY_CODE[option.code]);
    if (!shape) throw new Error(`us-atlas has no shape for ${option.code}`);
    return { option, shape };
  });
  const projection = geoAlbersUsa().fitExtent(COUNTRY_BOX, {
    type: 'FeatureCollection',
    features: regions.map(({ shape }) => shape),
  });
  // One decimal is a tenth of a pixel at this size: enough, and it keeps the path strings short.
  const path = geoPath(projection).digits(1);
  return regions.map(({ option, shape }) => ({
    ...option,
    d: path(shape) ?? '',
    centroid: path.centroid(shape),
  }));
}
