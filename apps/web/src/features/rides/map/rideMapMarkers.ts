import {
  DRIVER_ONLINE_STATE_LABELS,
  type DriverOnlineState,
  type DriverOnMap,
  driverOnlineState,
  type GpsPoint,
  type RideDetail,
  type RouteWaypoint,
} from '@fleetdesk/contract';
import type { HtmlMarkerSpec } from '../../../ui/map/htmlMarker';
import type { ScalableMarkers } from '../../../ui/map/useScalableMarkers';
import { preferredDriverColors } from './preferredDriverColors';
import { isDrawable } from './rideMapGeometry';
import type { WaypointDisplacement } from './waypointGrouping';

export const RIDE_MAP_COLORS = {
  pickup: '#2e7d32',
  dropoff: '#c62828',
  otherRide: '#6d4c41',
  driver: '#546e7a',
  offlineDriver: '#9e9e9e',
  goToDestinationDriver: '#6a1b9a',
  car: '#0d47a1',
} as const;

/** Stacking: the ride's own pins above its car, above other rides' stops, above the available drivers. */
const LAYERS = { driver: 1, otherRide: 2, car: 3, ridePin: 4 } as const;

/** A pin that takes part in the grouping: its marker and when its stop happens. */
export interface WaypointPin {
  spec: HtmlMarkerSpec;
  at: string | null;
  order: number;
}

const fullName = (d: { first_name: string | null; last_name: string | null }) =>
  [d.first_name, d.last_name].filter(Boolean).join(' ');

function stopPin(rideId: number, type: 'pickup' | 'dropoff', lat: number, lon: number): HtmlMarkerSpec {
  const isPickup = type === 'pickup';
  return {
    id: `ride-${rideId}-${type}`,
    kind: 'pin',
    lat,
    lon,
    text: isPickup ? 'P' : 'D',
    ariaLabel: `${isPickup ? 'Pickup' : 'Dropoff'} of ride ${rideId}`,
    color: RIDE_MAP_COLORS.otherRide,
    muted: true,
    layer: LAYERS.otherRide,
  };
}

/**
 * The pins of the map: the ride's pickup and dropoff, then the stops of the other rides in its driver's
 * plan and in the plan of the driver picked on the map (with that driver's current dropoff), once each.
 */
export function waypointPins(
  ride: RideDetail | null,
  plans: readonly (readonly RouteWaypoint[] | undefined)[],
  selectedDriver: DriverOnMap | null,
): WaypointPin[] {
  if (!ride) return [];
  const pins: WaypointPin[] = [];
  const add = (spec: HtmlMarkerSpec, at: string | null) => {
    if (!isDrawable(spec.lat, spec.lon) || pins.some((p) => p.spec.id === spec.id)) return;
    pins.push({ spec, at, order: pins.length });
  };
  add(
    {
      id: 'pickup',
      kind: 'pin',
      lat: ride.start_lat,
      lon: ride.start_lon,
      text: 'P',
      ariaLabel: `Pickup: ${ride.start_address}`,
      color: RIDE_MAP_COLORS.pickup,
      layer: LAYERS.ridePin,
    },
    ride.pickup_at,
  );
  add(
    {
      id: 'dropoff',
      kind: 'pin',
      lat: ride.destination_lat,
      lon: ride.destination_lon,
      text: 'D',
      ariaLabel: `Dropoff: ${ride.destination_address}`,
      color: RIDE_MAP_COLORS.dropoff,
      layer: LAYERS.ridePin,
    },
    ride.dropoff_at,
  );
  for (const plan of plans) {
    for (const stop of plan ?? []) {
      if (stop.type === 'driver_location' || stop.ride_id === null || stop.ride_id === ride.id) continue;
      add(stopPin(stop.ride_id, stop.type, stop.lat, stop.lon), stop.at);
    }
  }
  const current = selectedDriver?.current_ride;
  if (current && current.id !== ride.id) {
    add(stopPin(current.id, 'dropoff', current.dropoff_lat, current.dropoff_lon), null);
  }
  return pins;
}

/** Moves each grouped pin by its displacement. */
export function displacePins(
  pins: readonly WaypointPin[],
  displacements: ReadonlyMap<string, WaypointDisplacement>,
): HtmlMarkerSpec[] {
  return pins.map(({ spec }) => {
    const moved = displacements.get(spec.id);
    if (!moved || moved.groupSize === 1) return spec;
    return {
      ...spec,
      offset: [moved.dx, moved.dy],
      title: `${spec.ariaLabel} (${moved.position} of ${moved.groupSize})`,
    };
  });
}

/** A driver's state on the map: online in the driver colour, going to a destination in its own, offline faded. */
export function driverStateStyle(state: DriverOnlineState, onlineColor: string) {
  const color = {
    online: onlineColor,
    go_to_destination: RIDE_MAP_COLORS.goToDestinationDriver,
    offline: RIDE_MAP_COLORS.offlineDriver,
  }[state];
  return { color, muted: state === 'offline', label: DRIVER_ONLINE_STATE_LABELS[state] };
}

function minutes(seconds: number | null): string {
  return seconds === null ? '' : ` · ETA ${Math.max(1, Math.round(seconds / 60))} min`;
}

/** Who the map draws among the available drivers and how it names them, highlights and selects them. */
export interface AvailableDriverOptions {
  rideDriverId: number | null;
  selectedDriverId: number | null;
  driverLabel: 'id' | 'name';
  onSelectDriver?: (id: number) => void;
}

/**
 * The available drivers, the ride's own driver left out: each a dot in its state's colour (preferred
 * drivers in theirs, the selected one ringed), and, for the few in view at street zoom, a badge
 * labelled by id or name; a click on either selects the driver. The badges' labels are built only for
 * the drivers that get one, never for the thousands of dots.
 */
export function availableDriverLayer(
  drivers: readonly DriverOnMap[],
  options: AvailableDriverOptions,
): ScalableMarkers<DriverOnMap> {
  const shown = drivers.filter((d) => d.id !== options.rideDriverId && isDrawable(d.lat, d.lon));
  const colors = preferredDriverColors(shown);
  const look = (driver: DriverOnMap) => {
    const state = driverStateStyle(driverOnlineState(driver), RIDE_MAP_COLORS.driver);
    // Going to a destination outshines the preferred colour: such a driver takes only rides on their way.
    const color = driver.is_go_to_destination ? state.color : (colors.get(driver.id) ?? state.color);
    return {
      color,
      muted: state.muted,
      label: state.label,
      selected: driver.id === options.selectedDriverId,
    };
  };
  const onSelect = options.onSelectDriver;
  return {
    items: shown,
    keyOf: (driver) => driver.id,
    styleOf: look,
    markersOf: (inView) => inView.map((driver) => driverBadge(driver, look(driver), options)),
    onClick: onSelect ? (driver) => onSelect(driver.id) : undefined,
  };
}

function driverBadge(
  driver: DriverOnMap,
  look: { color: string; muted: boolean; label: string; selected: boolean },
  options: AvailableDriverOptions,
): HtmlMarkerSpec {
  const name = fullName(driver);
  const car = [driver.car_color, driver.car_make, driver.car_model].filter(Boolean).join(' ');
  const onSelect = options.onSelectDriver;
  return {
    id: `driver-${driver.id}`,
    kind: 'badge',
    lat: driver.lat,
    lon: driver.lon,
    text: options.driverLabel === 'id' ? `#${driver.id}` : name,
    ariaLabel: `Driver #${driver.id} ${name}${driver.preferred_driver ? ' (preferred)' : ''} · ${look.label}`,
    title: `#${driver.id} ${name}${car ? ` · ${car}` : ''}${minutes(driver.eta)} · ${look.label}`,
    color: look.color,
    muted: look.muted,
    layer: LAYERS.driver,
    selected: look.selected,
    onClick: onSelect ? () => onSelect(driver.id) : undefined,
  };
}

/** The ride's driver's car where it is now, pointing along its heading. */
export function carMarker(
  ride: RideDetail | null,
  location: GpsPoint | null,
  selectedDriverId: number | null,
  onSelectDriver?: (id: number) => void,
): HtmlMarkerSpec[] {
  const driverId = ride?.driver_id;
  if (!ride || !driverId || !location || !isDrawable(location.lat, location.lon)) return [];
  const name = fullName({ first_name: ride.driver_first_name, last_name: ride.driver_last_name });
  const state = ride.driver_state && driverStateStyle(ride.driver_state, RIDE_MAP_COLORS.car);
  return [
    {
      id: 'car',
      kind: 'arrow',
      lat: location.lat,
      lon: location.lon,
      rotation: location.heading,
      ariaLabel: `Car of driver #${driverId}${name ? ` ${name}` : ''}${state ? ` · ${state.label}` : ''}`,
      color: state?.color ?? RIDE_MAP_COLORS.car,
      layer: LAYERS.car,
      selected: driverId === selectedDriverId,
      onClick: onSelectDriver ? () => onSelectDriver(driverId) : undefined,
    },
  ];
}
