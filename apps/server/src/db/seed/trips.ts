import { type FacilityPlace, SEED_COMPANIES, type SeedCompany } from './companies';
import { haversineMiles, type LatLon, ROAD_DETOUR_FACTOR } from './geo';
import { contactPhone, demoEmail, randomPersonName } from './names';
import { randomHomeAddress, randomTripAddress, type SeedAddress } from './places';
import type { Random } from './random';
import { memberReference, type SeedRider } from './riders';
import { findZoneId, NYC_ZONES } from './zones';

/** One end of a ride: an address, its zone, and the facility's door details when it is one. */
export interface TripEnd extends LatLon {
  address: string;
  zoneId: number | null;
  place: FacilityPlace | null;
}

export interface Passenger {
  firstName: string;
  lastName: string;
  phoneNumber: string;
  email: string | null;
  riderId: number | null;
  referenceId: string | null;
  home: SeedAddress;
}

export interface Trip {
  start: TripEnd;
  destination: TripEnd;
  /** Miles on the road: straight-line distance times the detour factor. */
  distance: number;
  durationSeconds: number;
}

const FACILITY_ENDS: readonly TripEnd[] = SEED_COMPANIES.flatMap((company) =>
  company.place ? [placeEnd(company.place)] : [],
);

function placeEnd(place: FacilityPlace): TripEnd {
  return {
    lat: place.lat,
    lon: place.lon,
    address: place.address,
    zoneId: findZoneId(NYC_ZONES, place.lat, place.lon),
    place,
  };
}

function addressEnd(address: SeedAddress): TripEnd {
  return {
    lat: address.lat,
    lon: address.lon,
    address: address.address,
    zoneId: address.zoneId,
    place: null,
  };
}

/** Health plans and the transit authority mostly carry riders to and from care. */
export function isMedicalCompany(company: SeedCompany): boolean {
  if (company.brokerKey === 'mta') return true;
  return company.type === 'contract' && !company.isFacility && company.id >= 41;
}

/** A regular from the company's riders two times in three, otherwise a one-off passenger. */
export function choosePassenger(
  random: Random,
  company: SeedCompany,
  regulars: readonly SeedRider[] | undefined,
): Passenger {
  if (regulars && regulars.length > 0 && random.chance(0.65)) {
    const rider = random.pick(regulars);
    return {
      firstName: rider.firstName,
      lastName: rider.lastName,
      phoneNumber: rider.phoneNumber,
      email: rider.email,
      riderId: rider.id,
      referenceId: rider.referenceId,
      home: rider.home,
    };
  }
  const name = randomPersonName(random);
  return {
    firstName: name.firstName,
    lastName: name.lastName,
    phoneNumber: contactPhone(random),
    email: random.chance(0.4) ? demoEmail(name.firstName, name.lastName, random.int(1, 99)) : null,
    riderId: null,
    referenceId: memberReference(random, company),
    home: randomHomeAddress(random),
  };
}

/**
 * Where the ride goes: facility rides run between the rider's home and the facility (there in the morning,
 * home in the afternoon); other rides start or end at home, or run between two places in the city.
 */
export function chooseTrip(
  random: Random,
  company: SeedCompany,
  passenger: Passenger,
  isMorning: boolean,
): Trip {
  const home = addressEnd(passenger.home);
  const facility =
    company.place !== undefined
      ? placeEnd(company.place)
      : isMedicalCompany(company) && random.chance(0.45)
        ? random.pick(FACILITY_ENDS)
        : null;
  let start: TripEnd;
  let destination: TripEnd;
  if (facility) {
    [start, destination] = isMorning ? [home, facility] : [facility, home];
  } else {
    let other = addressEnd(randomTripAddress(random));
    for (let attempt = 0; attempt < 3 && haversineMiles(home, other) < 0.4; attempt++) {
      other = addressEnd(randomTripAddress(random));
    }
    [start, destination] = random.chance(0.5) ? [home, other] : [other, home];
  }
  const distance =
    Math.round(Math.max(0.3, haversineMiles(start, destination) * ROAD_DETOUR_FACTOR) * 100) / 100;
  const averageMph = random.float(9, 17);
  // At least five minutes door to door, however short the hop.
  const durationSeconds = Math.max(300, Math.round((distance / averageMph) * 3600 + random.int(60, 300)));
  return { start, destination, distance, durationSeconds };
}
