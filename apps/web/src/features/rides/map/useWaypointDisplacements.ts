import type { Map as MapLibreMap } from 'maplibre-gl';
import { useEffect, useState } from 'react';
import type { WaypointPin } from './rideMapMarkers';
import { groupWaypoints, type WaypointDisplacement } from './waypointGrouping';

const NONE: ReadonlyMap<string, WaypointDisplacement> = new Map();

/**
 * Pixel distances change only with the zoom (the map does not rotate), so the pins are grouped again
 * when the pins change and after each zoom.
 */
export function useWaypointDisplacements(
  map: MapLibreMap | null,
  pins: readonly WaypointPin[],
): ReadonlyMap<string, WaypointDisplacement> {
  const [displacements, setDisplacements] = useState(NONE);

  useEffect(() => {
    if (!map) return;
    const regroup = () => {
      const screen = pins.map((pin) => {
        const { x, y } = map.project([pin.spec.lon, pin.spec.lat]);
        return { key: pin.spec.id, x, y, at: pin.at, order: pin.order };
      });
      setDisplacements(groupWaypoints(screen));
    };
    regroup();
    map.on('zoomend', regroup);
    return () => {
      map.off('zoomend', regroup);
    };
  }, [map, pins]);

  return displacements;
}
