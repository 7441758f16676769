import type { DriverOnMap, estimates } from '@fleetdesk/contract';
import type { z } from 'zod';
import { fleetReachesRide } from '../../db/fleet-reach';
import type { FleetScope } from '../../platform/auth/context';
import { reachesCompany } from '../../platform/auth/reach';
import { notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { type CandidateRow, findCandidateDrivers, findRideNeeds, isAccessibleRideType } from './eta-queries';

type EtaQuery = z.output<NonNullable<typeof estimates.nearbyDrivers.query>>;

const round2 = (n: number) => Math.round(n * 100) / 100;

function toDriverOnMap(row: CandidateRow, eta: number | null, miles: number | null): DriverOnMap {
  const updatedAt = row.location_updated_at;
  return {
    id: row.id,
    first_name: row.first_name,
    last_name: row.last_name,
    phone_number: row.phone_number,
    heading: Number(row.heading),
    lat: Number(row.lat),
    lon: Number(row.lon),
    online: row.online,
    is_go_to_destination: row.is_go_to_destination,
    location_updated_at: (updatedAt instanceof Date ? updatedAt : new Date(updatedAt)).toISOString(),
    fleet_id: row.fleet_id,
    fleet_name: row.fleet_name,
    car_make: row.car_make,
    car_model: row.car_model,
    car_color: row.car_color,
    car_year: row.car_year,
    car_plate_number: row.car_plate_number,
    wav: row.wav ?? false,
    s_wav: row.s_wav ?? false,
    preferred_driver: row.preferred_driver,
    active_trips: row.active_trips,
    eta,
    distance: miles === null ? null : round2(miles),
    current_ride:
      row.current_ride_id === null
        ? null
        : {
            id: Number(row.current_ride_id),
            dropoff_lat: Number(row.current_dropoff_lat),
            dropoff_lon: Number(row.current_dropoff_lon),
          },
  };
}

export function createNearbyDriversService({ db, router }: Pick<ModuleDeps, 'db' | 'router'>) {
  /** What the ride (or ride type) asks of a car, and which driver and rider it already has. */
  async function needsOf(query: EtaQuery, scope: FleetScope) {
    const none = { excludeDriverId: null, riderId: null, needsWav: false, needsStretcher: false };
    if (query.ride_id !== undefined) {
      const ride = await findRideNeeds(db, query.ride_id);
      // The rides GET /rides/{id} opens: a fleet user's own fleet's and those open to every fleet
      // (decision 59); a facility user's companies' rides.
      const inReach =
        ride &&
        reachesCompany(scope, ride.companyId) &&
        (scope.fleetId === null || fleetReachesRide(scope.fleetId, ride));
      if (!ride || !inReach) throw notFound('Ride');
      return {
        excludeDriverId: ride.driverId,
        riderId: ride.userId,
        needsWav: ride.wav || ride.wavBariatric || ride.stretcher || ride.rideTypeAccessible,
        needsStretcher: ride.stretcher,
      };
    }
    if (query.ride_type_id !== undefined) {
      const accessible = await isAccessibleRideType(db, query.ride_type_id);
      if (accessible === null) throw notFound('Ride type');
      return { ...none, needsWav: accessible };
    }
    return none;
  }

  /** Drivers who could take a pickup, nearest by road first, with their ETA in seconds. */
  async function findNearbyDrivers(query: EtaQuery, scope: FleetScope) {
    const needs = await needsOf(query, scope);
    const candidates = await findCandidateDrivers(db, {
      lat: query.lat,
      lon: query.lon,
      includeOffline: query.drivers_offline,
      fleetId: scope.fleetId,
      excludeDriverId: needs.excludeDriverId,
      maxActiveTrips: query.active_trips_number ?? null,
      needsWav: query.drivers_credentials && needs.needsWav,
      needsStretcher: query.drivers_credentials && needs.needsStretcher,
      riderId: needs.riderId,
    });
    if (candidates.length === 0) return { drivers: [], eta: null, is_manual_fallback_used: false };
    const pickup = { lat: query.lat, lon: query.lon };
    const table = await router.table(
      candidates.map((c) => ({ lat: Number(c.lat), lon: Number(c.lon) })),
      [pickup],
    );
    const drivers = candidates
      .map((row, i) =>
        toDriverOnMap(row, table.durations_s[i]?.[0] ?? null, table.distances_miles[i]?.[0] ?? null),
      )
      .sort((a, b) => (a.eta ?? Number.MAX_SAFE_INTEGER) - (b.eta ?? Number.MAX_SAFE_INTEGER) || a.id - b.id);
    return {
      drivers,
      eta: drivers[0]?.eta ?? null,
      is_manual_fallback_used: table.is_manual_fallback_used,
    };
  }

  return { findNearbyDrivers };
}
