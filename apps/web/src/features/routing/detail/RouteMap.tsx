import { MAP_FIT_MAX_ZOOM, type RouteDetail } from '@fleetdesk/contract';
import { Box } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useMemo, useState } from 'react';
import { useAppStore } from '../../../store/appStore';
import { BaseMap } from '../../../ui/map/BaseMap';
import { useGeoJsonOverlay } from '../../../ui/map/useGeoJsonOverlay';
import { useHtmlMarkers } from '../../../ui/map/useHtmlMarkers';
import { boundsOf } from '../../rides/map/rideMapGeometry';
import { rideMapOverlayLayers } from '../../rides/map/rideMapOverlays';
import { useRoutingZones } from '../api/routingQueries';
import {
  routePathCollection,
  routeZones,
  waypointMarkers,
  zoneNameMarkers,
  zoneShapes,
} from './routeMapGeometry';

/**
 * A route over the offline base map: the zones it touches with their names, its stops in driving order
 * and the paths between them. `viewKey` changes (View) fit the map to the route again.
 */
export function RouteMap({ route, viewKey }: { route: RouteDetail; viewKey: number }) {
  const theme = useAppStore((state) => state.mapTheme);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  const zonesQuery = useRoutingZones();
  const overlays = useMemo(() => rideMapOverlayLayers(theme), [theme]);
  const touched = useMemo(() => routeZones(route, zonesQuery.data?.zones ?? []), [route, zonesQuery.data]);
  const shapes = useMemo(() => zoneShapes(touched), [touched]);
  const paths = useMemo(() => routePathCollection(route.waypoints), [route.waypoints]);
  const markers = useMemo(
    () => [...zoneNameMarkers(touched), ...waypointMarkers(route.waypoints)],
    [touched, route.waypoints],
  );
  useGeoJsonOverlay(map, 'routing-zones', shapes, overlays.zones);
  useGeoJsonOverlay(map, 'routing-path', paths, overlays.route);
  useHtmlMarkers(map, markers);

  // biome-ignore lint/correctness/useExhaustiveDependencies: fit on a new route, a new map or View, not on refreshes
  useEffect(() => {
    const bounds = boundsOf(route.waypoints);
    if (!map || !bounds) return;
    map.fitBounds(bounds, { padding: 60, maxZoom: MAP_FIT_MAX_ZOOM, duration: 0 });
  }, [map, route.id, route.waypoints.length, viewKey]);

  return (
    <Box sx={{ height: 460, position: 'relative', borderRadius: 1, overflow: 'hidden' }}>
      <BaseMap theme={theme} ariaLabel="Route map" onMapReady={setMap} />
    </Box>
  );
}
