import { type LatLon, randomPointInRing, round6 } from './geo';
import type { Random } from './random';
import { type Borough, findZoneId, NYC_ZONES, OPEN_AREAS, type SeedZone } from './zones';

/** A street address with its coordinates and the zone it falls in. */
export interface SeedAddress extends LatLon {
  address: string;
  street: string;
  city: string;
  zipCode: string;
  borough: Borough;
  zoneId: number | null;
}

const ZONE_CHOICES = NYC_ZONES.map((zone) => ({ item: zone, weight: zone.weight }));
const RESIDENTIAL_ZONE_CHOICES = ZONE_CHOICES.filter((choice) => !choice.item.isAirport);

/** Queens numbers its houses by cross street: 37-02 Main St. */
function houseNumber(random: Random, borough: Borough): string {
  if (borough === 'Queens') return `${random.int(10, 199)}-${String(random.int(1, 99)).padStart(2, '0')}`;
  return String(random.int(1, borough === 'Manhattan' ? 420 : 2400));
}

export function randomAddressInZone(random: Random, zone: SeedZone): SeedAddress {
  const point = randomPointInRing(random, zone.polygon.coordinates[0] ?? [], zone);
  const street = random.pick(zone.streets);
  const zipCode = random.pick(zone.zipCodes);
  const line = zone.isAirport ? `${zone.name} ${street}` : `${houseNumber(random, zone.borough)} ${street}`;
  return {
    ...point,
    address: `${line}, ${zone.city}, NY ${zipCode}`,
    street,
    city: zone.city,
    zipCode,
    borough: zone.borough,
    zoneId: zone.id,
  };
}

/** An address in a neighbourhood between the zones; it may still land inside one near its edge. */
export function randomOpenAreaAddress(random: Random): SeedAddress {
  const area = random.pick(OPEN_AREAS);
  const lat = round6(area.center[1] + random.float(-0.004, 0.004));
  const lon = round6(area.center[0] + random.float(-0.005, 0.005));
  const street = random.pick(area.streets);
  return {
    lat,
    lon,
    address: `${houseNumber(random, area.borough)} ${street}, ${area.city}, NY ${area.zipCode}`,
    street,
    city: area.city,
    zipCode: area.zipCode,
    borough: area.borough,
    zoneId: findZoneId(NYC_ZONES, lat, lon),
  };
}

/** Where New Yorkers live: a residential zone most of the time, otherwise a neighbourhood between zones. */
export function randomHomeAddress(random: Random): SeedAddress {
  if (random.chance(0.12)) return randomOpenAreaAddress(random);
  return randomAddressInZone(random, random.weightedItem(RESIDENTIAL_ZONE_CHOICES));
}

/** Any trip end: airports included. */
export function randomTripAddress(random: Random): SeedAddress {
  if (random.chance(0.08)) return randomOpenAreaAddress(random);
  return randomAddressInZone(random, random.weightedItem(ZONE_CHOICES));
}

/** A point where an idle driver might wait: on land in a zone or a neighbourhood, never inside an airport. */
export function randomDriverSpot(random: Random): LatLon {
  const address = randomHomeAddress(random);
  return { lat: address.lat, lon: address.lon };
}
