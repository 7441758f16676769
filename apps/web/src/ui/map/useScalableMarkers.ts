import type { MapLayerMouseEvent, Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { HtmlMarkerSpec } from './htmlMarker';
import { htmlMarkersInView, MARKER_DOT_LAYERS, markerDots, type ViewBounds } from './markerDots';
import { type OverlaySourceOptions, useGeoJsonOverlay } from './useGeoJsonOverlay';

/**
 * Tiles no finer than zoom 10 (39 km, 5 m precision), shown overzoomed past it: a new batch of positions
 * re-cuts the one to four tiles over the city instead of dozens, so the map redraws once, not once per tile.
 */
const MARKER_DOT_SOURCE: OverlaySourceOptions = { maxzoom: 10 };

function viewBounds(map: MapLibreMap): ViewBounds {
  const bounds = map.getBounds();
  return {
    west: bounds.getWest(),
    south: bounds.getSouth(),
    east: bounds.getEast(),
    north: bounds.getNorth(),
  };
}

/** The map's view, updated when a pan or zoom ends. */
function useViewBounds(map: MapLibreMap | null): ViewBounds | null {
  const [bounds, setBounds] = useState<ViewBounds | null>(null);
  useEffect(() => {
    if (!map) return;
    const update = () => setBounds(viewBounds(map));
    update();
    map.on('moveend', update);
    return () => {
      map.off('moveend', update);
    };
  }, [map]);
  return bounds;
}

/**
 * Markers that may be many (thousands of drivers): every one is a dot in a WebGL circle layer, which
 * stays smooth at tens of thousands, and a click on a dot does what its marker's click does. The
 * markers to draw as HTML as well (labels, keyboard buttons) are returned: all of them while the view
 * holds at most `HTML_MARKER_LIMIT`, none past it.
 */
export function useScalableMarkers(
  map: MapLibreMap | null,
  sourceId: string,
  specs: readonly HtmlMarkerSpec[],
): HtmlMarkerSpec[] {
  const dots = useMemo(() => markerDots(specs), [specs]);
  useGeoJsonOverlay(map, sourceId, dots, MARKER_DOT_LAYERS, MARKER_DOT_SOURCE);

  const byId = useRef(new Map<string, HtmlMarkerSpec>());
  byId.current = new Map(specs.map((spec) => [spec.id, spec]));
  useEffect(() => {
    if (!map) return;
    const layerId = `${sourceId}-${MARKER_DOT_LAYERS[0]?.id}`;
    const click = (event: MapLayerMouseEvent) => {
      const id = event.features?.[0]?.properties?.id;
      byId.current.get(String(id))?.onClick?.();
    };
    const pointer = () => {
      map.getCanvas().style.cursor = 'pointer';
    };
    const plain = () => {
      map.getCanvas().style.cursor = '';
    };
    map.on('click', layerId, click);
    map.on('mouseenter', layerId, pointer);
    map.on('mouseleave', layerId, plain);
    return () => {
      map.off('click', layerId, click);
      map.off('mouseenter', layerId, pointer);
      map.off('mouseleave', layerId, plain);
    };
  }, [map, sourceId]);

  const bounds = useViewBounds(map);
  return useMemo(() => htmlMarkersInView(specs, bounds), [specs, bounds]);
}
