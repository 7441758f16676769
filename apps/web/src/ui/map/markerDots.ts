import type { Feature, FeatureCollection, Point } from 'geojson';
import type { HtmlMarkerSpec } from './htmlMarker';
import type { OverlayLayer } from './useGeoJsonOverlay';

/**
 * Past this many markers in view, HTML markers (one DOM element each, moved on every frame) make the
 * map stutter: the markers are then drawn only as dots on the GPU, and come back as HTML once a zoom
 * brings fewer into view.
 */
export const HTML_MARKER_LIMIT = 300;

/** A view's bounds in degrees. */
export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

export interface DotProperties {
  id: string;
  color: string;
  muted: boolean;
  selected: boolean;
}

/** The markers as points of a GeoJSON source: each dot carries its marker's id, colour and state. */
export function markerDots(specs: readonly HtmlMarkerSpec[]): FeatureCollection<Point, DotProperties> {
  const features = specs.map(
    (spec): Feature<Point, DotProperties> => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [spec.lon, spec.lat] },
      properties: {
        id: spec.id,
        color: spec.color,
        muted: spec.muted === true,
        selected: spec.selected === true,
      },
    }),
  );
  return { type: 'FeatureCollection', features };
}

/** The markers in view, or none when there are more than the HTML markers can carry. */
export function htmlMarkersInView(
  specs: readonly HtmlMarkerSpec[],
  bounds: ViewBounds | null,
  limit = HTML_MARKER_LIMIT,
): HtmlMarkerSpec[] {
  if (specs.length <= limit) return [...specs];
  if (!bounds) return [];
  const inView: HtmlMarkerSpec[] = [];
  for (const spec of specs) {
    if (
      spec.lon < bounds.west ||
      spec.lon > bounds.east ||
      spec.lat < bounds.south ||
      spec.lat > bounds.north
    )
      continue;
    inView.push(spec);
    if (inView.length > limit) return [];
  }
  return inView;
}

/** One circle per marker, growing with the zoom; a selected one ringed, a muted one faded. */
export const MARKER_DOT_LAYERS: readonly OverlayLayer[] = [
  {
    id: 'dot',
    type: 'circle',
    paint: {
      'circle-color': ['get', 'color'],
      'circle-radius': ['interpolate', ['linear'], ['zoom'], 8, 2.5, 12, 4, 15, 6],
      'circle-opacity': ['case', ['get', 'muted'], 0.45, 0.9],
      'circle-stroke-color': ['case', ['get', 'selected'], '#ffd54f', '#ffffff'],
      'circle-stroke-width': ['case', ['get', 'selected'], 3, 0.6],
    },
  },
];
