import { MAP_FIT_MAX_DURATION_MS, MAP_FIT_MAX_ZOOM, type RideDetail } from '@fleetdesk/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { boundsOf } from './rideMapGeometry';

/**
 * Margins around the ride, as shares of the map with a ceiling in pixels. The top one is the largest:
 * pins stand 35 px above their point and the OSRM warning covers the top of the map.
 */
const FIT_MARGINS = {
  top: { share: 0.3, maxPx: 100 },
  bottom: { share: 0.1, maxPx: 50 },
  side: { share: 0.1, maxPx: 50 },
} as const;

const margin = (size: number, { share, maxPx }: { share: number; maxPx: number }) =>
  Math.round(Math.min(size * share, maxPx));

/**
 * Fits the map to the ride's pickup and dropoff once per selected ride (and once the car is known),
 * not on every refresh: a dispatcher who pans away keeps the view they chose.
 */
export function useFitToRide(
  map: MapLibreMap | null,
  ride: RideDetail | null,
  car: { lat: number; lon: number } | null,
): void {
  const fitted = useRef<string | null>(null);
  const rideId = ride?.id ?? null;
  const hasCar = car !== null;

  // A new map (remounted) has not been fitted yet.
  useEffect(() => {
    if (map) fitted.current = null;
  }, [map]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: refit only when the ride or the car's presence changes
  useEffect(() => {
    if (!map || !ride) return;
    const key = `${ride.id}:${hasCar}`;
    if (fitted.current === key) return;
    fitted.current = key;
    const points = [
      { lat: ride.start_lat, lon: ride.start_lon },
      { lat: ride.destination_lat, lon: ride.destination_lon },
      ...(car ? [car] : []),
    ];
    const bounds = boundsOf(points);
    if (!bounds) return;
    const { clientWidth: width, clientHeight: height } = map.getCanvas();
    const side = margin(width, FIT_MARGINS.side);
    const padding = {
      top: margin(height, FIT_MARGINS.top),
      bottom: margin(height, FIT_MARGINS.bottom),
      left: side,
      right: side,
    };
    map.fitBounds(bounds, {
      padding,
      maxZoom: MAP_FIT_MAX_ZOOM,
      maxDuration: MAP_FIT_MAX_DURATION_MS,
    });
  }, [map, rideId, hasCar]);
}
