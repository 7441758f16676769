import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../platform/adapters/storage';
import { secretBoxOf } from '../../platform/secret-box';
import type { Db, DbOrTx } from '../client';
import { admins } from '../schema';
import { insertAccessControl } from './access';
import { resetIdentitySequences, TABLES_WITH_EXPLICIT_IDS } from './batch';
import { BULK_RIDE_THRESHOLD, enterBulkMode, verifyForeignKeys } from './bulk-mode';
import { insertCompanies, insertFleets } from './companies';
import { insertDocuments } from './documents';
import { insertDriversAndCars } from './drivers';
import { insertDriverLocations } from './locations';
import { insertMoney } from './money';
import { insertAdmins } from './people';
import { planDriverPhotos, setDriverPhotos } from './photos';
import { renderInBackground, storePictures } from './pictures';
import { insertReferenceData } from './reference';
import { buildRideTypes, insertRideTypes } from './ride-types';
import { insertRiders, riderPoolSize } from './riders';
import { insertRides } from './rides';
import { insertRoutingScenarios } from './routing';
import { insertSentryBilling } from './sentry-billing';
import { insertStandingOrders } from './standing-orders';
import { insertSurgeGroups } from './surge';
import { insertWebhookLog } from './webhooks';
import { insertZones } from './zones';

export { DEFAULT_COMPANY_ID, SEED_COMPANIES, SEED_FLEETS } from './companies';
export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './people';
export { CAR_TYPE } from './reference';
export { findZoneId, NYC_ZONES, type SeedZone, type ZonePolygon, type ZoneShape } from './zones';

export interface SeedOptions {
  /** The moment the demo is built around; rides are placed relative to it. Default: the current time. */
  now?: Date;
  /** How many rides (default 3 000; a benchmark may ask for 1 000 000). */
  rides?: number;
  /** How many drivers, each with a car (default 150; a benchmark may ask for 20 000). */
  drivers?: number;
  /** Receives one line per step. */
  log?: (line: string) => void;
  /**
   * Where generated driver photos and document scans are stored. Without it (a database-only seed, e.g. the
   * test templates) drivers have no photo and documents no picture; everything else is the same.
   */
  storage?: FileStorage;
  /** Seals demo bank account numbers (the configured key); default: the demo's key. */
  seal?: (plain: string) => string;
}

export interface SeedSummary {
  companies: number;
  fleets: number;
  zones: number;
  admins: number;
  drivers: number;
  cars: number;
  documents: number;
  /** Files stored: photos with their thumbnails, and document scans. */
  pictures: number;
  rides: number;
  riders: number;
  rideEvents: number;
  driverLocationHistory: number;
  /** Credit, debit and payout requests, and the payouts made from them. */
  transactionRequests: number;
  payouts: number;
}

export const DEFAULT_RIDE_COUNT = 3_000;
export const DEFAULT_DRIVER_COUNT = 150;

/** Serialises concurrent seeders and first starts (two servers starting on one empty database). */
export const SEED_LOCK_KEY = 0x5eed_de70;

/** True when the database already holds users, i.e. it was seeded or is in real use. */
export async function isSeeded(db: DbOrTx): Promise<boolean> {
  const rows = await db.select({ id: admins.id }).from(admins).limit(1);
  return rows.length > 0;
}

/**
 * Fills an empty, migrated database with the deterministic New York demo: the same `now` and counts give
 * the same data. Runs in one transaction, so a failure leaves the database empty.
 */
export async function seedDemo(db: Db, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const rideCount = options.rides ?? DEFAULT_RIDE_COUNT;
  const driverCount = options.drivers ?? DEFAULT_DRIVER_COUNT;
  if (!Number.isInteger(rideCount) || rideCount < 0)
    throw new Error(`rides must be a whole number ≥ 0, got ${rideCount}`);
  if (!Number.isInteger(driverCount) || driverCount < 0)
    throw new Error(`drivers must be a whole number ≥ 0, got ${driverCount}`);
  const log = options.log ?? (() => {});
  const started = Date.now();
  const step = async <T>(
    label: string,
    run: () => Promise<T>,
    describe: (result: T) => string,
  ): Promise<T> => {
    const stepStarted = Date.now();
    const result = await run();
    log(`seed: ${label}: ${describe(result)} (${Date.now() - stepStarted} ms)`);
    return result;
  };

  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await isSeeded(tx))
      throw new Error('The database already has users: the demo seed needs an empty database');
    const isBulk = rideCount >= BULK_RIDE_THRESHOLD && (await enterBulkMode(tx));
    if (isBulk) log('seed: bulk mode: foreign keys are checked once at the end instead of row by row');

    const companies = await step(
      'companies',
      () => insertCompanies(tx, now),
      (n) => `${n} companies`,
    );
    const fleets = await step(
      'fleets',
      () => insertFleets(tx, now),
      (n) => `${n} fleets`,
    );
    const zones = await step(
      'zones',
      () => insertZones(tx),
      (n) => `${n} zones`,
    );
    await step(
      'surge groups',
      () => insertSurgeGroups(tx),
      (n) => `${n} surge groups`,
    );
    const rideTypes = buildRideTypes();
    await step(
      'ride types',
      () => insertRideTypes(tx, rideTypes),
      (n) => `${n} ride types`,
    );
    await step(
      'reference data',
      () => insertReferenceData(tx, now),
      () => 'car types, document types, categories, settings',
    );
    await step(
      'routing scenarios',
      () => insertRoutingScenarios(tx),
      (n) => `${n} scenarios`,
    );
    const roles = await step(
      'roles',
      () => insertAccessControl(tx),
      (n) => `${n} roles with permissions`,
    );
    const adminCount = await step(
      'admins',
      () => insertAdmins(tx, now),
      (n) => `${n} staff and fleet users (${roles} roles)`,
    );
    const seeded = await step(
      'drivers',
      () => insertDriversAndCars(tx, driverCount, now),
      (r) => `${r.drivers.length} drivers, ${r.carCount} cars`,
    );
    const storage = options.storage;
    const papers = await step(
      'documents',
      () =>
        insertDocuments(tx, {
          driverRows: seeded.driverRows,
          carRows: seeded.carRows,
          now,
          withScans: storage !== undefined,
        }),
      (r) => `${r.documents} documents`,
    );
    // Photos and scans are drawn on sharp's threads while the next steps run, and stored at the end.
    const photos = storage ? planDriverPhotos(seeded.drivers) : { pictures: [], selfies: [] };
    const rendering = renderInBackground([...photos.pictures, ...papers.scans]);
    const riderCount = riderPoolSize(rideCount);
    const ridersByCompany = await step(
      'riders',
      () => insertRiders(tx, riderCount, now),
      () => `${riderCount} riders`,
    );
    const rides = await step(
      'rides',
      () => insertRides(tx, { count: rideCount, now, drivers: seeded.drivers, rideTypes, ridersByCompany }),
      (r) => `${r.rides} rides, ${r.events} ride events`,
    );
    const locations = await step(
      'driver locations',
      () => insertDriverLocations(tx, seeded.drivers, rides.pool.busy, now),
      (r) => `${r.locations} positions, ${r.history} GPS history points`,
    );
    const money = await step(
      'money',
      () =>
        insertMoney(tx, options.seal ?? secretBoxOf({ bankAccountKey: undefined, demoMode: true }).seal, now),
      (r) => `${r.requests} requests, ${r.payouts} payouts, ${r.accounts} bank accounts`,
    );
    await step(
      'sentry billing',
      () => insertSentryBilling(tx, now, storage),
      (r) => `${r.batches} batches, ${r.signed} signed rides`,
    );
    await step(
      'standing orders',
      () => insertStandingOrders(tx, ridersByCompany, rideTypes, now),
      (n) => `${n} standing orders`,
    );
    await step(
      'webhooks',
      () => insertWebhookLog(tx, now),
      (n) => `${n} broker exchanges`,
    );
    const pictures = storage
      ? await step(
          'pictures',
          async () => {
            const stored = await storePictures(tx, storage, await rendering, now);
            await setDriverPhotos(tx, photos.selfies);
            return stored;
          },
          (n) => `${n} files: ${photos.selfies.length} photos with thumbnails, ${papers.scans.length} scans`,
        )
      : 0;
    if (isBulk)
      await step(
        'foreign keys',
        () => verifyForeignKeys(tx),
        () => 'every reference checked',
      );
    // Bulk mode ran without triggers, so the rides list's count summary is filled once from the rides.
    if (isBulk)
      await step(
        'ride status counts',
        () => tx.execute(sql`select rebuild_ride_status_counts()`),
        () => 'summary rebuilt from the rides',
      );
    await resetIdentitySequences(tx, TABLES_WITH_EXPLICIT_IDS);
    log(`seed: done in ${Date.now() - started} ms`);
    return {
      companies,
      fleets,
      zones,
      admins: adminCount,
      drivers: seeded.drivers.length,
      cars: seeded.carCount,
      documents: papers.documents,
      pictures,
      rides: rides.rides,
      riders: riderCount,
      rideEvents: rides.events,
      driverLocationHistory: locations.history,
      transactionRequests: money.requests,
      payouts: money.payouts,
    };
  });
}
