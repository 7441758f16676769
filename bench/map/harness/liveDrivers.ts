import type { DriverOnMap } from '@fleetdesk/contract';

/** Where the drivers spread: a box over the five boroughs, in degrees. */
const AREA = { west: -74.2, south: 40.55, east: -73.72, north: 40.9 };
/** About 40 km/h: how far a driver moves in the second between two position batches, in degrees. */
const STEP_DEGREES = 0.0001;

/** A fixed pseudo-random sequence (mulberry32), so every run draws the same drivers. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` drivers spread over the city, about one in ten offline and one in fifty preferred. */
export function makeDrivers(count: number): DriverOnMap[] {
  const next = random(15);
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    first_name: `Driver`,
    last_name: `${i + 1}`,
    phone_number: '+12125550100',
    heading: Math.floor(next() * 360),
    lon: AREA.west + next() * (AREA.east - AREA.west),
    lat: AREA.south + next() * (AREA.north - AREA.south),
    online: next() > 0.1,
    is_go_to_destination: next() < 0.03,
    location_updated_at: new Date().toISOString(),
    fleet_id: null,
    fleet_name: null,
    car_make: 'Toyota',
    car_model: 'Camry',
    car_color: 'Black',
    car_year: 2022,
    car_plate_number: null,
    wav: false,
    s_wav: false,
    preferred_driver: next() < 0.02,
    active_trips: 0,
    eta: Math.floor(next() * 1800),
    distance: null,
    current_ride: null,
  }));
}

/** The next batch of positions: every driver a step along their heading, as a live feed brings them. */
export function moveDrivers(drivers: readonly DriverOnMap[]): DriverOnMap[] {
  return drivers.map((driver) => {
    const radians = (driver.heading * Math.PI) / 180;
    return {
      ...driver,
      lon: driver.lon + Math.sin(radians) * STEP_DEGREES,
      lat: driver.lat + Math.cos(radians) * STEP_DEGREES,
    };
  });
}
