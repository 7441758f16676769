import type { MapTheme } from '../../../store/persistedState';
import { MAP_PALETTES } from '../../../ui/map/baseMapStyle';
import type { OverlayLayer } from '../../../ui/map/useGeoJsonOverlay';

/** The line and area layers of the rides map, per theme (markers are HTML, see rideMapMarkers). */
export function rideMapOverlayLayers(theme: MapTheme) {
  const palette = MAP_PALETTES[theme];
  const zones: OverlayLayer[] = [
    { id: 'fill', type: 'fill', paint: { 'fill-color': palette.zone, 'fill-opacity': 0.07 } },
    {
      id: 'line',
      type: 'line',
      paint: { 'line-color': palette.zone, 'line-opacity': 0.45, 'line-width': 1 },
    },
  ];
  const gpsHistory: OverlayLayer[] = [
    {
      id: 'line',
      type: 'line',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': palette.history, 'line-width': 3, 'line-opacity': 0.9 },
    },
  ];
  const routeLayout = { 'line-cap': 'round', 'line-join': 'round' } as const;
  const route: OverlayLayer[] = [
    {
      id: 'casing',
      type: 'line',
      layout: routeLayout,
      paint: { 'line-color': palette.water, 'line-width': 7, 'line-opacity': 0.6 },
    },
    {
      id: 'road',
      type: 'line',
      filter: ['==', ['get', 'straight'], false],
      layout: routeLayout,
      paint: { 'line-color': palette.route, 'line-width': 4 },
    },
    {
      // Without a road route the line is only a direction: dashed, so nobody reads it as streets.
      id: 'straight',
      type: 'line',
      filter: ['==', ['get', 'straight'], true],
      layout: { 'line-cap': 'butt' },
      paint: { 'line-color': palette.route, 'line-width': 3, 'line-dasharray': [2, 1.5] },
    },
  ];
  return { zones, gpsHistory, route };
}
