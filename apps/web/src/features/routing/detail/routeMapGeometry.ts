import { decodePolyline, type RouteDetail, type Waypoint } from '@fleetdesk/contract';
import type { Feature, FeatureCollection } from 'geojson';
import type { HtmlMarkerSpec } from '../../../ui/map/htmlMarker';
import { isDrawable, type LonLat } from '../../rides/map/rideMapGeometry';

export type RoutingZone = {
  id: number;
  name: string;
  polygon: { type: 'Polygon'; coordinates: number[][][] };
};

/** Stop colours: the shift's start and end grey, pickups green, dropoffs red. */
export const WAYPOINT_COLORS: Readonly<Record<Waypoint['type'], string>> = {
  start: '#546e7a',
  pickup: '#2e7d32',
  dropoff: '#c62828',
  end: '#546e7a',
};

const drawable = (points: LonLat[]) => points.filter(([lon, lat]) => isDrawable(lat, lon));

/**
 * The route's path, leg by leg in driving order: a leg's road path when the stop carries one, else a
 * straight line from the previous stop, marked `straight` so it is drawn dashed.
 */
export function routePathCollection(waypoints: readonly Waypoint[]): FeatureCollection {
  const ordered = [...waypoints].sort((a, b) => a.position - b.position);
  const features: Feature[] = [];
  for (let index = 1; index < ordered.length; index++) {
    const from = ordered[index - 1] as Waypoint;
    const to = ordered[index] as Waypoint;
    const road = to.route ? drawable(decodePolyline(to.route).map((p): LonLat => [p.lon, p.lat])) : [];
    const straight = road.length < 2;
    const coordinates = straight
      ? drawable([
          [from.lon, from.lat],
          [to.lon, to.lat],
        ])
      : road;
    if (coordinates.length < 2) continue;
    features.push({
      type: 'Feature',
      properties: { straight },
      geometry: { type: 'LineString', coordinates },
    });
  }
  return { type: 'FeatureCollection', features };
}

/** The zones a route touches: its start zones and its rides' pickup and destination zones. */
export function routeZones(route: RouteDetail, zones: readonly RoutingZone[]): RoutingZone[] {
  const names = new Set(route.rides.flatMap((ride) => [ride.pickup_zone, ride.destination_zone]));
  return zones.filter((zone) => route.start_zone_ids.includes(zone.id) || names.has(zone.name));
}

/** The zones' shapes to draw over the base map. */
export function zoneShapes(zones: readonly RoutingZone[]): FeatureCollection {
  return {
    type: 'FeatureCollection',
    features: zones.map((zone) => ({
      type: 'Feature',
      id: zone.id,
      properties: { name: zone.name },
      geometry: { type: 'Polygon', coordinates: zone.polygon.coordinates },
    })),
  };
}

/** The middle of a zone's outer ring (the mean of its corners): where its name is written. */
export function zoneLabelPoint(zone: RoutingZone): { lon: number; lat: number } | null {
  const ring = (zone.polygon.coordinates[0] ?? []).filter((point) => isDrawable(point[1], point[0]));
  if (ring.length === 0) return null;
  const lon = ring.reduce((total, point) => total + (point[0] ?? 0), 0) / ring.length;
  const lat = ring.reduce((total, point) => total + (point[1] ?? 0), 0) / ring.length;
  return { lon, lat };
}

/** The zone names over the map, as badges. */
export function zoneNameMarkers(zones: readonly RoutingZone[]): HtmlMarkerSpec[] {
  return zones.flatMap((zone) => {
    const point = zoneLabelPoint(zone);
    if (!point) return [];
    return [
      {
        id: `zone-${zone.id}`,
        kind: 'badge',
        ...point,
        text: zone.name,
        ariaLabel: `Zone ${zone.name}`,
        color: '#455a64',
        muted: true,
        layer: 0,
      } satisfies HtmlMarkerSpec,
    ];
  });
}

/** A pin per stop with its place in the driving order. */
export function waypointMarkers(waypoints: readonly Waypoint[]): HtmlMarkerSpec[] {
  return [...waypoints]
    .sort((a, b) => a.position - b.position)
    .filter((stop) => isDrawable(stop.lat, stop.lon))
    .map((stop, index) => ({
      id: `waypoint-${stop.id}`,
      kind: 'pin',
      lon: stop.lon,
      lat: stop.lat,
      text: String(index + 1),
      title: stop.ride_id ? `${stop.type} of ride #${stop.ride_id}` : stop.type,
      ariaLabel: `Stop ${index + 1}: ${stop.type}${stop.ride_id ? ` of ride #${stop.ride_id}` : ''}`,
      color: WAYPOINT_COLORS[stop.type],
      layer: 2,
    }));
}
