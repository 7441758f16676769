import { decodePolyline, type GpsPoint, latField, lonField } from '@fleetdesk/contract';
import type { Feature, FeatureCollection, LineString } from 'geojson';

export type LonLat = [number, number];

/** Spec 1 §5: a coordinate is drawable only when finite and within ±180 / ±90. */
export function isDrawable(lat: number | null | undefined, lon: number | null | undefined): boolean {
  return latField.safeParse(lat).success && lonField.safeParse(lon).success;
}

const collection = (features: Feature[]): FeatureCollection => ({ type: 'FeatureCollection', features });

function line(coordinates: LonLat[], properties: Record<string, unknown>): Feature<LineString> {
  return { type: 'Feature', properties, geometry: { type: 'LineString', coordinates } };
}

export const EMPTY_COLLECTION: FeatureCollection = collection([]);

/**
 * The ride's route: the driver's road route when it is shown and known (the waypoints' polyline),
 * else the straight pickup → dropoff line, marked `straight` so it is drawn dashed.
 */
export function rideRouteLine(
  ride: { start_lat: number; start_lon: number; destination_lat: number; destination_lon: number } | null,
  roadPolyline: string | null,
): FeatureCollection {
  if (!ride) return EMPTY_COLLECTION;
  const road = roadPolyline ? decodePolyline(roadPolyline).filter((p) => isDrawable(p.lat, p.lon)) : [];
  if (road.length >= 2) {
    return collection([
      line(
        road.map((p) => [p.lon, p.lat]),
        { straight: false },
      ),
    ]);
  }
  if (
    !isDrawable(ride.start_lat, ride.start_lon) ||
    !isDrawable(ride.destination_lat, ride.destination_lon)
  ) {
    return EMPTY_COLLECTION;
  }
  return collection([
    line(
      [
        [ride.start_lon, ride.start_lat],
        [ride.destination_lon, ride.destination_lat],
      ],
      { straight: true },
    ),
  ]);
}

/** The driver's GPS trail during the ride, oldest point first. */
export function gpsHistoryLine(points: readonly GpsPoint[] | undefined): FeatureCollection {
  const drawable = [...(points ?? [])]
    .filter((p) => isDrawable(p.lat, p.lon))
    .sort((a, b) => Date.parse(a.at) - Date.parse(b.at));
  if (drawable.length < 2) return EMPTY_COLLECTION;
  return collection([
    line(
      drawable.map((p) => [p.lon, p.lat]),
      {},
    ),
  ]);
}

/** South-west and north-east corners around the drawable points, or null when there are none. */
export function boundsOf(points: readonly { lat: number; lon: number }[]): [LonLat, LonLat] | null {
  const drawable = points.filter((p) => isDrawable(p.lat, p.lon));
  if (drawable.length === 0) return null;
  const lons = drawable.map((p) => p.lon);
  const lats = drawable.map((p) => p.lat);
  return [
    [Math.min(...lons), Math.min(...lats)],
    [Math.max(...lons), Math.max(...lats)],
  ];
}

/** The zones the server knows, as polygons to draw over the base map. */
export function zonesCollection(
  zones: readonly {
    id: number;
    name: string;
    polygon: { type: 'Polygon'; coordinates: [number, number][][] };
  }[],
): FeatureCollection {
  return collection(
    zones.map((zone) => ({
      type: 'Feature',
      id: zone.id,
      properties: { name: zone.name },
      geometry: { type: 'Polygon', coordinates: zone.polygon.coordinates },
    })),
  );
}
