import {
  type DriverOnMap,
  PREFERRED_DRIVER_COLORS,
  type RideDetail,
  type RouteWaypoint,
} from '@fleetdesk/contract';
import { describe, expect, it, vi } from 'vitest';
import { rideFixture } from '../dialogs/testing/rideFixture';
import {
  type AvailableDriverOptions,
  availableDriverLayer,
  carMarker,
  displacePins,
  RIDE_MAP_COLORS,
  waypointPins,
} from './rideMapMarkers';

const ride = (overrides: Partial<RideDetail> = {}): RideDetail => ({
  ...rideFixture(),
  events: [],
  ...overrides,
});

function driver(id: number, overrides: Partial<DriverOnMap> = {}): DriverOnMap {
  return {
    id,
    first_name: `First${id}`,
    last_name: `Last${id}`,
    phone_number: '(718) 555-0100',
    heading: 90,
    lat: 40.74 + id / 1000,
    lon: -73.98,
    online: true,
    is_go_to_destination: false,
    location_updated_at: '2026-11-22T15:00:00.000Z',
    fleet_id: null,
    fleet_name: null,
    car_make: 'Toyota',
    car_model: 'Camry',
    car_color: 'Black',
    car_year: 2022,
    car_plate_number: 'T123456C',
    wav: false,
    s_wav: false,
    preferred_driver: false,
    active_trips: 0,
    eta: 300,
    distance: 1.2,
    current_ride: null,
    ...overrides,
  };
}

const stop = (ride_id: number, type: RouteWaypoint['type'], index: number): RouteWaypoint => ({
  index,
  type,
  lat: 40.7 + index / 100,
  lon: -73.9,
  at: `2026-11-22T16:0${index}:00.000Z`,
  ride_id,
});

/** Every shown driver's badge, as the map builds them when all are in view. */
function availableDriverMarkers(drivers: DriverOnMap[], options: AvailableDriverOptions) {
  const layer = availableDriverLayer(drivers, options);
  return layer.markersOf(layer.items);
}

describe('availableDriverLayer', () => {
  const options = { rideDriverId: 2, selectedDriverId: null, driverLabel: 'id' as const };

  it("leaves out the ride's own driver and labels the others by id", () => {
    const markers = availableDriverMarkers([driver(1), driver(2), driver(3)], options);
    expect(markers.map((m) => m.text)).toEqual(['#1', '#3']);
    expect(markers[0]?.ariaLabel).toBe('Driver #1 First1 Last1 · Online');
    expect(markers[0]?.title).toBe('#1 First1 Last1 · Black Toyota Camry · ETA 5 min · Online');
  });

  it('labels by name when the setting says name', () => {
    const markers = availableDriverMarkers([driver(1)], { ...options, driverLabel: 'name' });
    expect(markers[0]?.text).toBe('First1 Last1');
  });

  it('paints preferred drivers in their colours and fades offline ones', () => {
    const markers = availableDriverMarkers(
      [
        driver(1, { preferred_driver: true }),
        driver(3),
        driver(4, { preferred_driver: true, online: false }),
      ],
      options,
    );
    expect(markers.map((m) => m.color)).toEqual([
      PREFERRED_DRIVER_COLORS[0],
      RIDE_MAP_COLORS.driver,
      PREFERRED_DRIVER_COLORS[1],
    ]);
    expect(markers.map((m) => m.muted)).toEqual([false, false, true]);
  });

  it("shows each driver's online state: going to a destination in its own colour, offline faded", () => {
    const markers = availableDriverMarkers(
      [
        driver(1, { is_go_to_destination: true, preferred_driver: true }),
        driver(3, { online: false }),
        driver(4),
      ],
      options,
    );
    expect(markers.map((m) => m.ariaLabel.split(' · ')[1])).toEqual([
      'Go to destination',
      'Offline',
      'Online',
    ]);
    expect(markers.map((m) => m.color)).toEqual([
      RIDE_MAP_COLORS.goToDestinationDriver,
      RIDE_MAP_COLORS.offlineDriver,
      RIDE_MAP_COLORS.driver,
    ]);
    expect(markers.map((m) => m.muted)).toEqual([false, true, false]);
  });

  it('highlights the selected driver and selects a driver on click', () => {
    const onSelectDriver = vi.fn();
    const markers = availableDriverMarkers([driver(1), driver(3)], {
      ...options,
      selectedDriverId: 3,
      onSelectDriver,
    });
    expect(markers.map((m) => m.selected)).toEqual([false, true]);
    markers[0]?.onClick?.();
    expect(onSelectDriver).toHaveBeenCalledWith(1);
  });

  it('skips drivers whose position cannot be drawn', () => {
    expect(availableDriverLayer([driver(1, { lat: 91 })], options).items).toEqual([]);
  });

  it("paints each driver's dot as its badge, and a click on the dot selects the driver", () => {
    const onSelectDriver = vi.fn();
    const layer = availableDriverLayer(
      [driver(1, { preferred_driver: true }), driver(3, { online: false }), driver(4)],
      { ...options, selectedDriverId: 4, onSelectDriver },
    );
    const badges = layer.markersOf(layer.items);
    expect(layer.items.map((d) => layer.styleOf(d))).toMatchObject(
      badges.map(({ color, muted, selected }) => ({ color, muted, selected })),
    );
    expect(layer.items.map(layer.keyOf)).toEqual([1, 3, 4]);
    layer.onClick?.(layer.items[1] as DriverOnMap);
    expect(onSelectDriver).toHaveBeenCalledWith(3);
  });

  it('builds badges only for the drivers it is given (those in view)', () => {
    const layer = availableDriverLayer([driver(1), driver(3), driver(4)], options);
    expect(layer.markersOf([layer.items[2] as DriverOnMap]).map((m) => m.id)).toEqual(['driver-4']);
  });
});

describe('waypointPins', () => {
  it("puts the ride's pickup and dropoff first, timed by the ride", () => {
    const pins = waypointPins(ride(), [], null);
    expect(pins.map((p) => [p.spec.id, p.spec.text, p.at])).toEqual([
      ['pickup', 'P', '2026-11-22T15:30:00.000Z'],
      ['dropoff', 'D', '2026-11-22T16:05:00.000Z'],
    ]);
    expect(pins[0]?.spec.ariaLabel).toBe('Pickup: 462 1st Avenue, New York, NY 10016');
  });

  it("adds the other rides' stops of both plans once, never the ride's own or the driver's position", () => {
    const plan = [
      stop(0, 'driver_location', 0),
      stop(501, 'pickup', 1),
      stop(77, 'pickup', 2),
      stop(77, 'dropoff', 3),
    ];
    const proposed = [stop(77, 'dropoff', 3), stop(88, 'pickup', 4)];
    const pins = waypointPins(ride(), [plan, proposed], null);
    expect(pins.map((p) => p.spec.id)).toEqual([
      'pickup',
      'dropoff',
      'ride-77-pickup',
      'ride-77-dropoff',
      'ride-88-pickup',
    ]);
    expect(pins[2]?.spec).toMatchObject({ ariaLabel: 'Pickup of ride 77', muted: true });
  });

  it("shows the picked driver's current dropoff", () => {
    const picked = driver(5, { current_ride: { id: 99, dropoff_lat: 40.8, dropoff_lon: -73.95 } });
    const pins = waypointPins(ride(), [], picked);
    expect(pins.at(-1)?.spec).toMatchObject({ id: 'ride-99-dropoff', lat: 40.8, lon: -73.95, text: 'D' });
  });

  it('draws nothing without a ride', () => {
    expect(waypointPins(null, [], null)).toEqual([]);
  });
});

describe('displacePins', () => {
  it('moves grouped pins by their displacement and leaves lone pins alone', () => {
    const pins = waypointPins(ride(), [], null);
    const moved = displacePins(
      pins,
      new Map([
        ['pickup', { dx: -11.5, dy: 2, position: 1, groupSize: 2 }],
        ['dropoff', { dx: 0, dy: 0, position: 1, groupSize: 1 }],
      ]),
    );
    expect(moved[0]).toMatchObject({
      offset: [-11.5, 2],
      title: 'Pickup: 462 1st Avenue, New York, NY 10016 (1 of 2)',
    });
    expect(moved[1]?.offset).toBeUndefined();
  });
});

describe('carMarker', () => {
  it("places the ride's car at its position, heading its way", () => {
    const withDriver = ride({ driver_id: 9, driver_first_name: 'Ann', driver_last_name: 'Lee' });
    const [car] = carMarker(withDriver, { lat: 40.75, lon: -73.99, heading: 135, at: '' }, 9);
    expect(car).toMatchObject({
      kind: 'arrow',
      rotation: 135,
      selected: true,
      ariaLabel: 'Car of driver #9 Ann Lee',
    });
  });

  it("names and colours the car by its driver's online state", () => {
    const here = { lat: 40.75, lon: -73.99, heading: 0, at: '' };
    const offline = carMarker(ride({ driver_id: 9, driver_state: 'offline' }), here, null)[0];
    expect(offline).toMatchObject({
      ariaLabel: 'Car of driver #9 · Offline',
      color: RIDE_MAP_COLORS.offlineDriver,
    });
    const online = carMarker(ride({ driver_id: 9, driver_state: 'online' }), here, null)[0];
    expect(online).toMatchObject({ ariaLabel: 'Car of driver #9 · Online', color: RIDE_MAP_COLORS.car });
  });

  it('draws no car without a driver or a position', () => {
    expect(carMarker(ride(), { lat: 40.75, lon: -73.99, heading: 0, at: '' }, null)).toEqual([]);
    expect(carMarker(ride({ driver_id: 9 }), null, null)).toEqual([]);
  });
});
