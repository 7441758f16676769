import { MESSAGES, type RideDetail } from '@fleetdesk/contract';
import { Alert } from '@mui/material';
import type { Map as MapLibreMap } from 'maplibre-gl';
import { useMemo, useState } from 'react';
import { useAppStore } from '../../../store/appStore';
import { BaseMap } from '../../../ui/map/BaseMap';
import { useGeoJsonOverlay } from '../../../ui/map/useGeoJsonOverlay';
import { useHtmlMarkers } from '../../../ui/map/useHtmlMarkers';
import { useScalableMarkers } from '../../../ui/map/useScalableMarkers';
import { useDriverStateLiveUpdates } from '../../drivers/state/useSetDriverState';
import { gpsHistoryLine, rideRouteLine, zonesCollection } from './rideMapGeometry';
import { rideMapLayers } from './rideMapLayers';
import { availableDriverLayer, carMarker, displacePins, waypointPins } from './rideMapMarkers';
import { rideMapOverlayLayers } from './rideMapOverlays';
import { useFitToRide } from './useFitToRide';
import { useLiveDriverPositions } from './useLiveDriverPositions';
import { useRideMapData } from './useRideMapData';
import { useWaypointDisplacements } from './useWaypointDisplacements';

/** Compact, over the markers, clear of the zoom buttons on the right. */
const FALLBACK_WARNING_SX = {
  position: 'absolute',
  top: 8,
  left: 8,
  right: 48,
  zIndex: 20,
  py: 0,
  px: 1,
  fontSize: 12,
  boxShadow: 1,
  '& .MuiAlert-icon': { py: 0.5, mr: 1, fontSize: 18 },
  '& .MuiAlert-message': { py: 0.5 },
} as const;

export interface RideMapProps {
  ride: RideDetail | null;
  selectedDriverId: number | null;
  onSelectDriver?: (id: number) => void;
  driverLabel: 'id' | 'name';
  showOfflineDrivers: boolean;
  showGpsHistory: boolean;
  hideCarsWithTwoTrips: boolean;
  requiredCredentials: boolean;
}

/**
 * The rides screen's map (spec 1 §2.5, §4): the selected ride's route, pins, driver and GPS trail,
 * and the drivers who could take it, over the offline New York base map in the chosen theme.
 */
export function RideMap(props: RideMapProps) {
  const { ride, selectedDriverId, onSelectDriver, driverLabel } = props;
  const theme = useAppStore((state) => state.mapTheme);
  const [map, setMap] = useState<MapLibreMap | null>(null);
  useDriverStateLiveUpdates();
  useLiveDriverPositions(ride?.id ?? null, ride?.driver_id ?? null);

  const layers = rideMapLayers(ride, { gpsHistoryOn: props.showGpsHistory });
  const data = useRideMapData(ride, layers, selectedDriverId, {
    showOfflineDrivers: props.showOfflineDrivers,
    hideCarsWithTwoTrips: props.hideCarsWithTwoTrips,
    requiredCredentials: props.requiredCredentials,
  });
  const car = layers.showCar ? data.location : null;
  const overlays = useMemo(() => rideMapOverlayLayers(theme), [theme]);

  const zones = useMemo(() => zonesCollection(data.zones), [data.zones]);
  const gpsHistory = useMemo(() => gpsHistoryLine(data.gpsPoints), [data.gpsPoints]);
  const roadPolyline = data.waypoints?.polyline ?? null;
  const route = useMemo(() => rideRouteLine(ride, roadPolyline), [ride, roadPolyline]);
  useGeoJsonOverlay(map, 'zones', zones, overlays.zones);
  useGeoJsonOverlay(map, 'gps-history', gpsHistory, overlays.gpsHistory);
  useGeoJsonOverlay(map, 'ride-route', route, overlays.route);

  const selectedDriver = data.availableDrivers.find((d) => d.id === selectedDriverId) ?? null;
  const pins = useMemo(
    () => waypointPins(ride, [data.waypoints?.waypoints, data.proposedWaypoints?.waypoints], selectedDriver),
    [ride, data.waypoints, data.proposedWaypoints, selectedDriver],
  );
  const displacements = useWaypointDisplacements(map, pins);
  const drivers = useMemo(
    () =>
      availableDriverLayer(data.availableDrivers, {
        rideDriverId: ride?.driver_id ?? null,
        selectedDriverId,
        driverLabel,
        onSelectDriver,
      }),
    [data.availableDrivers, ride?.driver_id, selectedDriverId, driverLabel, onSelectDriver],
  );
  // Every driver is a dot on the GPU; the badges come on top while the view holds few enough of them.
  const driverBadges = useScalableMarkers(map, 'available-drivers', drivers);
  const markers = useMemo(
    () => [
      ...driverBadges,
      ...carMarker(ride, car, selectedDriverId, onSelectDriver),
      ...displacePins(pins, displacements),
    ],
    [driverBadges, ride, car, selectedDriverId, onSelectDriver, pins, displacements],
  );
  useHtmlMarkers(map, markers);
  useFitToRide(map, ride, car);

  return (
    <BaseMap theme={theme} ariaLabel="Rides map" onMapReady={setMap}>
      {data.isManualFallbackUsed && (
        <Alert severity="warning" sx={FALLBACK_WARNING_SX}>
          {MESSAGES.osrmFallback}
        </Alert>
      )}
    </BaseMap>
  );
}
