import type { DRIVER_STATUSES } from '@fleetdesk/contract';
import type { DbOrTx } from '../client';
import { cars, drivers } from '../schema';
import { insertBatched } from './batch';
import { SEED_COMPANIES, SEED_FLEETS } from './companies';
import { demoEmail, driverPhone, FEMALE_FIRST_NAMES, MALE_FIRST_NAMES, randomPersonName } from './names';
import { randomHomeAddress, type SeedAddress } from './places';
import { createRandom, type Random } from './random';
import { CAR_TYPE } from './reference';
import { buildTemporaryCars } from './temporary-cars';
import { makePlate, makeVin, randomCarSpec } from './vehicles';

const DAY_MS = 86_400_000;

export type DriverStatus = (typeof DRIVER_STATUSES)[number];

/** What the ride and location steps need to know about a seeded driver. */
export interface SeedDriver {
  id: number;
  firstName: string;
  lastName: string;
  status: DriverStatus;
  fleetId: number | null;
  carId: number;
  online: boolean;
  wav: boolean;
}

export type DriverRow = typeof drivers.$inferInsert;
export type CarRow = typeof cars.$inferInsert;

const BROKER_IDS = SEED_COMPANIES.filter((company) => company.brokerKey !== null).map(
  (company) => company.id,
);
const CONTRACT_IDS = SEED_COMPANIES.filter((c) => c.type === 'contract' && c.status === 'active').map(
  (c) => c.id,
);
const FLEET_BY_BOROUGH: Readonly<Record<SeedAddress['borough'], number>> = {
  Queens: SEED_FLEETS[0].id,
  Brooklyn: SEED_FLEETS[1].id,
  Bronx: SEED_FLEETS[2].id,
  Manhattan: SEED_FLEETS[3].id,
  'Staten Island': SEED_FLEETS[3].id,
};
const DEVICES = [
  { type: 'ios', model: 'iPhone 15' },
  { type: 'ios', model: 'iPhone 13' },
  { type: 'android', model: 'Samsung Galaxy S23' },
  { type: 'android', model: 'Google Pixel 8' },
  { type: 'android', model: 'Motorola moto g' },
] as const;

function isoDate(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * Unique licence numbers that do not look sequential: multiplying the index by a large number coprime with
 * the range (about 0.618 of it) permutes the range and scatters neighbours.
 */
const nyDriverLicense = (index: number) =>
  String(100_000_000 + ((index * 556_233_607 + 12_345) % 900_000_000));
const tlcLicense = (index: number) => String(5_000_000 + ((index * 1_236_067 + 4_242) % 2_000_000));
const njDriverLicense = (random: Random, initial: string) => `${initial}${random.digits(14)}`;

function buildDriver(
  random: Random,
  index: number,
  nowMs: number,
): { row: DriverRow; driver: SeedDriver; isNj: boolean } {
  const id = index + 1;
  const name = randomPersonName(random);
  const status = random.weighted({ active: 82, waiting_for_approval: 10, disabled: 8 });
  const isNj = random.chance(0.05);
  const home = randomHomeAddress(random);
  const fleetId = random.chance(0.85) ? FLEET_BY_BOROUGH[home.borough] : null;
  const online = status === 'active' && random.chance(0.6);
  const createdAt = nowMs - random.int(20, 1100) * DAY_MS;
  const device = random.pick(DEVICES);
  const middleNames = name.sex === 'female' ? FEMALE_FIRST_NAMES : MALE_FIRST_NAMES;
  const row: DriverRow = {
    id,
    firstName: name.firstName,
    middleName: random.chance(0.12) ? random.pick(middleNames) : null,
    lastName: name.lastName,
    dobDate: isoDate(nowMs - random.int(23, 68) * 365.25 * DAY_MS - random.int(0, 364) * DAY_MS),
    sex: name.sex,
    status,
    // 9xx numbers are never issued as Social Security numbers, so the demo cannot hold a real one.
    ssn: `9${random.digits(8)}`,
    email: demoEmail(name.firstName, name.lastName, id),
    businessName: random.chance(0.15) ? `${name.lastName} Car Service LLC` : null,
    ein: random.chance(0.15) ? random.digits(9) : null,
    phoneNumber: driverPhone(index),
    addressStreet: isNj
      ? `${random.int(10, 900)} ${random.pick(['Newark Ave', 'Kennedy Blvd', 'Palisade Ave'])}`
      : home.address.split(',')[0],
    addressCity: isNj ? 'Jersey City' : home.borough === 'Manhattan' ? 'New York' : home.city,
    addressZipcode: isNj ? random.pick(['07302', '07306', '07307']) : home.zipCode,
    addressState: isNj ? 'NJ' : 'NY',
    requestRouteEnabled: random.chance(0.3),
    payoutHold: random.chance(0.05),
    liveInsertsEnabled: random.chance(0.2),
    routeBroker: random.weighted({ none: 50, ctg: 15, sentry: 20, fleetdesk: 15 }),
    bannedCompanies: random.chance(0.05) ? [random.pick(CONTRACT_IDS)] : [],
    fleetId,
    companyId: random.chance(0.7) ? random.pick(BROKER_IDS) : null,
    online,
    isGoToDestination: online && random.chance(0.08),
    driverLicenseState: isNj ? 'NJ' : 'NY',
    driverLicense: isNj ? njDriverLicense(random, name.lastName.charAt(0)) : nyDriverLicense(index),
    tlcLicense: tlcLicense(index),
    ctgEnabled: random.chance(0.3),
    sentryEnabled: random.weighted({ ACTIVE: 50, INACTIVE: 15, NOT_SENT: 35 }),
    arroEnabled: random.chance(0.4),
    deviceType: device.type,
    deviceAppVersion: `4.${random.int(10, 14)}.${random.int(0, 9)}`,
    deviceModel: device.model,
    createdAt: new Date(createdAt),
    updatedAt: new Date(Math.max(createdAt, nowMs - random.int(0, 20) * DAY_MS)),
  };
  if (row.routeBroker === 'none') row.routeBroker = null;
  const driver: SeedDriver = {
    id,
    firstName: name.firstName,
    lastName: name.lastName,
    status,
    fleetId,
    carId: id,
    online,
    wav: false,
  };
  return { row, driver, isNj };
}

export interface SeededDrivers {
  drivers: SeedDriver[];
  carCount: number;
  /** The rows as written, for the steps that describe drivers and cars further (photos, documents). */
  driverRows: DriverRow[];
  carRows: CarRow[];
}

/**
 * Drivers with one car each (car id = driver id), plus a few spare cars with no driver, then the temporary
 * cars of some applicants.
 */
export async function insertDriversAndCars(db: DbOrTx, count: number, now: Date): Promise<SeededDrivers> {
  const random = createRandom('drivers');
  const nowMs = now.getTime();
  const currentYear = now.getUTCFullYear();
  const seeded: SeedDriver[] = [];
  const driverRows: DriverRow[] = [];
  const carRows: CarRow[] = [];
  let medallions = 0;
  let njPlates = 0;

  const addCar = (carId: number, driver: SeedDriver | null, isNj: boolean, createdAt: Date) => {
    const spec = randomCarSpec(random, currentYear);
    const isMedallion = spec.typeId === CAR_TYPE.nyYellow && medallions < 23_400;
    const plateNumber = isNj
      ? makePlate('nj', njPlates++)
      : isMedallion
        ? makePlate('medallion', medallions++)
        : makePlate('fhv', carId);
    const status =
      driver === null
        ? 'offline'
        : { active: 'active', waiting_for_approval: 'offline', disabled: 'suspended' }[driver.status];
    if (driver) driver.wav = spec.wav;
    carRows.push({
      id: carId,
      typeId: spec.typeId,
      driverId: driver?.id ?? null,
      fleetId: driver?.fleetId ?? null,
      status,
      vinNumber: makeVin(random, spec.wmi, spec.year, carId),
      plateNumber,
      state: isNj ? 'NJ' : 'NY',
      year: spec.year,
      make: spec.make,
      model: spec.model,
      color: spec.color,
      wav: spec.wav,
      sWav: spec.sWav,
      suv: spec.suv,
      seats: spec.seats,
      wavSeats: spec.wavSeats,
      isTemporary: driver === null && random.chance(0.3),
      createdAt,
      updatedAt: createdAt,
    });
  };

  for (let index = 0; index < count; index++) {
    const { row, driver, isNj } = buildDriver(random, index, nowMs);
    driverRows.push(row);
    seeded.push(driver);
    addCar(driver.id, driver, isNj, new Date((row.createdAt as Date).getTime() + random.int(0, 5) * DAY_MS));
  }
  const spareCars = Math.round(count * 0.03);
  for (let spare = 1; spare <= spareCars; spare++)
    addCar(count + spare, null, false, new Date(nowMs - random.int(1, 200) * DAY_MS));
  carRows.push(...buildTemporaryCars(seeded, carRows.length + 1, now));

  await insertBatched(db, drivers, driverRows);
  await insertBatched(db, cars, carRows);
  return { drivers: seeded, carCount: carRows.length, driverRows, carRows };
}
