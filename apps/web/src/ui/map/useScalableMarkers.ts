import type { Map as MapLibreMap, MapMouseEvent } from 'maplibre-gl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { DotBuffer, type DotSource, type LonLat, mercator } from './dotBuffer';
import type { HtmlMarkerSpec } from './htmlMarker';
import { dotHitRadius, MarkerDotLayer } from './markerDotLayer';
import { isSameItems, itemsInView, type ViewBounds } from './markerDots';

/** Pixels of tile at zoom 0 (MapLibre's): mercator [0, 1] times this times 2^zoom is screen pixels. */
const WORLD_PIXELS_AT_ZOOM_0 = 512;

export interface ScalableMarkers<T extends LonLat> extends DotSource<T> {
  items: readonly T[];
  /** The HTML markers (badges, keyboard buttons) of the items given: the ones in view, when few enough. */
  markersOf: (items: readonly T[]) => HtmlMarkerSpec[];
  /** A click on an item's dot. */
  onClick?: (item: T) => void;
}

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
export function useViewBounds(map: MapLibreMap | null): ViewBounds | null {
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

/** The index of the dot under a pointer (the nearest within its radius), or -1. */
function dotAt(map: MapLibreMap, dots: DotBuffer, event: MapMouseEvent): number {
  const [x, y] = mercator(event.lngLat.lng, event.lngLat.lat);
  const zoom = map.getZoom();
  return dots.nearest(x, y, dotHitRadius(zoom) / (WORLD_PIXELS_AT_ZOOM_0 * 2 ** zoom));
}

/**
 * Markers that may be many (tens of thousands of live drivers): every item is a dot of one WebGL layer
 * (decision 156) whose positions and styles sit in vertex buffers, so a new batch of positions costs
 * a pass over plain numbers and an upload of the changed span, not GeoJSON, tiles or label strings. A
 * click on a dot calls `onClick`. The HTML markers to draw as well are returned: those of the items in
 * view while there are at most `HTML_MARKER_LIMIT`, none past it; only they are ever built.
 */
export function useScalableMarkers<T extends LonLat>(
  map: MapLibreMap | null,
  layerId: string,
  markers: ScalableMarkers<T>,
): HtmlMarkerSpec[] {
  const { items, keyOf, styleOf, markersOf } = markers;
  const [dots] = useState(() => new DotBuffer());
  const layer = useRef<MarkerDotLayer | null>(null);
  const latest = useRef(markers);
  latest.current = markers;

  useEffect(() => {
    if (!map) return;
    const added = new MarkerDotLayer(layerId, dots);
    map.addLayer(added);
    layer.current = added;
    const itemAt = (event: MapMouseEvent) => latest.current.items[dotAt(map, dots, event)];
    const click = (event: MapMouseEvent) => {
      const item = itemAt(event);
      if (item !== undefined) latest.current.onClick?.(item);
    };
    const hover = (event: MapMouseEvent) => {
      const isOverDot = latest.current.onClick !== undefined && itemAt(event) !== undefined;
      map.getCanvas().style.cursor = isOverDot ? 'pointer' : '';
    };
    map.on('click', click);
    map.on('mousemove', hover);
    return () => {
      map.off('click', click);
      map.off('mousemove', hover);
      layer.current = null;
      // After map.remove() the style is gone and there is nothing left to clean.
      if (map.style && map.getLayer(layerId)) map.removeLayer(layerId);
    };
  }, [map, layerId, dots]);

  useEffect(() => {
    dots.update(items, { keyOf, styleOf });
    layer.current?.changed();
  }, [dots, items, keyOf, styleOf]);

  const bounds = useViewBounds(map);
  // A pan that brings no driver in or out keeps the same array, so the badges are not built again.
  const lastInView = useRef<T[]>([]);
  const inView = useMemo(() => {
    const next = itemsInView(items, bounds);
    if (!isSameItems(next, lastInView.current)) lastInView.current = next;
    return lastInView.current;
  }, [items, bounds]);
  return useMemo(() => markersOf(inView), [markersOf, inView]);
}
