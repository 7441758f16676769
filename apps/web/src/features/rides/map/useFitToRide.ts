import { MAP_FIT_MAX_DURATION_MS, MAP_FIT_MAX_ZOOM, type RideDetail } from '@fleetdesk/contract';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useRef } from 'react';
import { boundsOf } from './rideMapGeometry';

const FIT_PADDING_PX = 50;
/** Room above for the pins (35 px tall, drawn above their point) and the OSRM warning. */
const FIT_TOP_PADDING_PX = 100;

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
    // Keep the padding inside small maps, where fixed margins would leave no room for the ride.
    const canvas = map.getCanvas();
    const side = Math.min(FIT_PADDING_PX, canvas.clientWidth / 5);
    const top = Math.min(FIT_TOP_PADDING_PX, canvas.clientHeight / 4);
    const bottom = Math.min(FIT_PADDING_PX, canvas.clientHeight / 5);
    map.fitBounds(bounds, {
      padding: { top, bottom, left: side, right: side },
      maxZoom: MAP_FIT_MAX_ZOOM,
      maxDuration: MAP_FIT_MAX_DURATION_MS,
    });
  }, [map, rideId, hasCar]);
}
