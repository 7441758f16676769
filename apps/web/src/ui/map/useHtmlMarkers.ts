import maplibregl, { type Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { type HtmlMarkerSpec, MARKER_ANCHORS, renderMarkerContent } from './htmlMarker';

interface LiveMarker {
  marker: maplibregl.Marker;
  kind: HtmlMarkerSpec['kind'];
}

/**
 * Keeps the map's HTML markers equal to `specs` (matched by id): new ones are added, changed ones
 * updated in place (no flicker on every 5-second refresh), missing ones removed.
 */
export function useHtmlMarkers(map: MapLibreMap | null, specs: readonly HtmlMarkerSpec[]): void {
  const live = useRef(new Map<string, LiveMarker>());

  useEffect(() => {
    if (!map) return;
    const markers = live.current;
    const wanted = new Set<string>();
    for (const spec of specs) {
      wanted.add(spec.id);
      let entry = markers.get(spec.id);
      // The anchor is fixed when a marker is made: a marker that changes kind is made again.
      if (entry && entry.kind !== spec.kind) {
        entry.marker.remove();
        entry = undefined;
      }
      if (!entry) {
        const container = document.createElement('div');
        const marker = new maplibregl.Marker({
          element: container,
          anchor: MARKER_ANCHORS[spec.kind],
          rotationAlignment: 'map',
        });
        entry = { marker, kind: spec.kind };
        markers.set(spec.id, entry);
        renderMarkerContent(container, spec);
        marker.setLngLat([spec.lon, spec.lat]).addTo(map);
        // addTo names every marker "Map marker" with a button role; ours carry their own name, and a
        // button inside a button would hide it from assistive technology.
        container.removeAttribute('role');
        container.removeAttribute('aria-label');
      } else {
        renderMarkerContent(entry.marker.getElement(), spec);
        entry.marker.setLngLat([spec.lon, spec.lat]);
      }
      entry.marker.setOffset(spec.offset ?? [0, 0]);
      entry.marker.setRotation(spec.rotation ?? 0);
    }
    for (const [id, entry] of markers) {
      if (wanted.has(id)) continue;
      entry.marker.remove();
      markers.delete(id);
    }
  }, [map, specs]);

  useEffect(() => {
    const markers = live.current;
    return () => {
      for (const entry of markers.values()) entry.marker.remove();
      markers.clear();
    };
  }, []);
}
