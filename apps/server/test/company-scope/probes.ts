import { type EndpointName, FACILITY_ROLE_ID } from '@fleetdesk/contract';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client';
import {
  adminRoles,
  admins,
  companies,
  notes,
  permissions,
  riders,
  rides,
  rideTypes,
  rolePermissions,
  roles,
} from '../../src/db/schema';
import { insertEstimate } from '../estimates';
import { activeDrivers, makeRide, type RideSetup, rideRow } from '../ride-fixtures';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Company scope (docs/decisions.md): a user whose roles are facility roles reaches only their
 * companies. Generated over the contract like access.test.ts: for every endpoint that touches a
 * company's data, the facility user gets it for a company they reach (A) and never for one they do
 * not (B): 404 for a single entity, 403 for a request naming B, a list without B's entity, and B's
 * data unchanged.
 */

/** Companies the facility user reaches (A) and look-alikes they do not (B), per kind of data. */
export const FACILITY = { A: 50, B: 51 } as const;
/** 61–63 are broker companies made for this test, with the broker keys of 1–3 and no holder. */
export const SENTRY = { A: 1, B: 61 } as const;
export const SENTRY2 = { A: 2, B: 62 } as const;
export const ARRO = { A: 3, B: 63 } as const;
/** A facility where the user holds a role without keys: their keys of A do not count there. */
export const KEYLESS_COMPANY = 53;
export const FACILITY_USER = 'desk@company-scope.test';

export interface Probe {
  /** Company ids the request concerns. */
  companies: { A: number; B: number };
  /** A fresh request about one company's data (ride actions change their ride, so each call makes one). */
  request(db: Db, companyId: number): Promise<Made>;
  /** How B's data is kept out: not found, refused, or left out of a list (`shows` tells). */
  refusal: 404 | 403 | 'filtered';
  /** Whether the answer (or the database after it) shows the request's entity. */
  shows?(body: Record<string, unknown>, made: Made, db: Db): Promise<boolean> | boolean;
  /** What a refused request must leave as it was. */
  state?(db: Db, made: Made): Promise<unknown>;
}

export interface Made {
  params?: Record<string, unknown>;
  query?: Record<string, string>;
  body?: unknown;
  /** The entity the request is about (a ride, rider, driver, company). */
  id: number;
}

export const ridesOf = (body: Record<string, unknown>, key: string) =>
  ((body[key] as { data?: { id: number }[] } | undefined)?.data ?? []) as { id: number }[];

export const estimateOf = new Map<number, number>();
export const riderOf = new Map<number, number>();

/** A ride of the company in the given state; rides of the look-alike brokers are copies of the real ones'. */
export async function rideOf(db: Db, companyId: number, setup: Omit<RideSetup, 'companyId'>) {
  const lookAlikeOf = [SENTRY, SENTRY2, ARRO].find((pair) => pair.B === companyId);
  const ride = await makeRide(db, { ...setup, companyId: lookAlikeOf?.A ?? companyId });
  if (!lookAlikeOf) return ride;
  await db.update(rides).set({ companyId }).where(eq(rides.id, ride.id));
  return { ...ride, updated_at: (await rideRow(db, ride.id)).updatedAt.toISOString() };
}

export const unchangedRide = async (db: Db, made: Made) => {
  const row = await rideRow(db, made.id);
  return { status: row.status, updatedAt: row.updatedAt.toISOString(), available: row.availableForDrivers };
};

/** A single-ride call on a fresh ride of the company. */
export const onRide =
  (
    companies: { A: number; B: number },
    setup: Omit<RideSetup, 'companyId'>,
    body: (updatedAt: string) => unknown,
  ) =>
  (refusal: 404 = 404): Probe => ({
    companies,
    refusal,
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, setup);
      return { id: ride.id, params: { id: ride.id }, body: body(ride.updated_at) };
    },
  });

export const readRide = (extra: (id: number) => Partial<Made> = (id) => ({ params: { id } })): Probe => ({
  companies: FACILITY,
  refusal: 404,
  state: unchangedRide,
  async request(db, companyId) {
    const ride = await rideOf(db, companyId, { status: 'assigned' });
    return { id: ride.id, ...extra(ride.id) };
  },
});

export const countOf = async (
  db: Db,
  table: typeof notes | typeof riders | typeof rides,
  where: ReturnType<typeof eq>,
) => (await db.select({ n: count() }).from(table).where(where))[0]?.n;

/** Tomorrow at noon in New York: inside the window "Release MP" opens. */
export const tomorrowNoon = () => dayjs().tz('America/New_York').add(1, 'day').hour(12).minute(0).toDate();

export const PROBES: Partial<Record<EndpointName, Probe>> = {
  'settings.get': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({ id: companyId, query: { company_id: String(companyId) } }),
    shows: (body, made) =>
      (body.ride_types as { company_id: number }[]).some((type) => type.company_id === made.id) ||
      (body.facility_companies as { id: number }[]).some((company) => company.id === made.id),
  },
  'settings.companies': {
    companies: FACILITY,
    refusal: 'filtered',
    request: async (_db, companyId) => ({ id: companyId }),
    shows: (body, made) => (body.companies as { id: number }[]).some((company) => company.id === made.id),
  },
  'rides.list': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'pending' });
      return { id: ride.id, query: { search: `id:${ride.id}` } };
    },
    shows: (body, made) => ridesOf(body, 'rides').some((ride) => ride.id === made.id),
  },
  'rides.get': readRide(),
  'rides.location': readRide(),
  'rides.drivenRoute': readRide(),
  'rides.notes': readRide(),
  'rides.open': readRide(),
  'rides.leave': readRide(),
  'notes.list': readRide((id) => ({ query: { entity_type: 'ride', entity_id: String(id) } })),
  'estimates.eta': readRide((id) => ({ query: { lat: '40.75', lon: '-73.98', ride_id: String(id) } })),
  'rides.driverWaypoints': {
    companies: FACILITY,
    refusal: 'filtered',
    async request(db, companyId) {
      const drivers = await activeDrivers(db, 1);
      const driver = drivers[companyId === FACILITY.A ? 0 : 1];
      const ride = await rideOf(db, companyId, { status: 'assigned', driverId: driver?.id });
      return { id: ride.id, query: { driver_id: String(driver?.id) } };
    },
    shows: (body, made) =>
      (body.waypoints as { ride_id: number | null }[]).some((w) => w.ride_id === made.id),
  },
  'notes.create': {
    companies: FACILITY,
    refusal: 404,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'pending' });
      return {
        id: ride.id,
        body: { data: { entity_type: 'ride', entity_id: ride.id, category: 'ride', body: 'Scope check' } },
      };
    },
    state: (db, made) => countOf(db, notes, eq(notes.entityId, made.id)),
  },
  'rides.update': onRide(FACILITY, { status: 'pending' }, () => ({ user_confirmed: 1 }))(),
  'rides.revive': onRide(FACILITY, { status: 'assigned' }, (updated_at) => ({
    reason: 'Scope check',
    updated_at,
  }))(),
  'rides.reviveMultiple': {
    companies: FACILITY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, { status: 'assigned' });
      return { id: ride.id, body: { ride_ids: [ride.id], reason: 'Scope check' } };
    },
    shows: (body, made) => (body.revived as number[]).includes(made.id),
  },
  'rides.reviveAll': {
    companies: FACILITY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const drivers = await activeDrivers(db, 2);
      const driver = drivers[companyId === FACILITY.A ? 0 : 1];
      const ride = await rideOf(db, companyId, { status: 'assigned', driverId: driver?.id });
      return { id: ride.id, body: { entity_id: driver?.id, entity_type: 'driver', reason: 'Scope check' } };
    },
    shows: (body, made) => (body.revived as number[]).includes(made.id),
  },
  'rides.releaseNextDay': {
    companies: SENTRY,
    refusal: 'filtered',
    state: unchangedRide,
    async request(db, companyId) {
      const ride = await rideOf(db, companyId, {
        status: 'pending',
        isMarketplaceRide: true,
        availableForDrivers: false,
        pickupAt: tomorrowNoon(),
      });
      return { id: ride.id };
    },
    shows: async (_body, made, db) => (await rideRow(db, made.id)).availableForDrivers,
  },
  'rides.sentryCancel': onRide(SENTRY, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    updated_at,
  }))(),
  'rides.sentry2Cancel': onRide(SENTRY2, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    note: 'Scope check',
    updated_at,
  }))(),
  'rides.arroCancel': onRide(ARRO, { status: 'assigned' }, (updated_at) => ({
    status: 'company_canceled',
    reason: 'Scope check',
    updated_at,
  }))(),
  'rides.sentryReject': onRide(SENTRY, { status: 'pending' }, () => ({}))(),
  'rides.sentry2Reject': onRide(SENTRY2, { status: 'pending' }, () => ({}))(),
  'rides.arroReject': onRide(ARRO, { status: 'pending' }, () => ({ reason: 'Scope check' }))(),
  'rides.arroTake': onRide(ARRO, { status: 'pending', isMarketplaceRide: true }, () => ({}))(),
};

/** A street only this company's rides go to. */
export const placeOf = (companyId: number) => `${companyId} Scopeprobe Plaza`;

/** The test's companies, roles and records: see the constants above. */
export async function arrange(db: Db) {
  // The look-alike brokers: B's rides for the broker calls.
  for (const [pair, name] of [
    [SENTRY, 'Sentry West'],
    [SENTRY2, 'Sentry 2 West'],
    [ARRO, 'Arro West'],
  ] as const) {
    const [real] = await db.select().from(companies).where(eq(companies.id, pair.A));
    await db
      .insert(companies)
      .values({ id: pair.B, name, type: 'affiliate', brokerKey: real?.brokerKey ?? null });
  }
  // In this test the facility role holds every key, so each endpoint's key is held in A.
  const allKeys = await db.select({ id: permissions.id }).from(permissions);
  await db
    .insert(rolePermissions)
    .values(allKeys.map((p) => ({ roleId: FACILITY_ROLE_ID, permissionId: p.id })))
    // The seed's facility role already holds the standing-orders key.
    .onConflictDoNothing();
  const [keyless] = await db.insert(roles).values({ name: 'Facility clerk' }).returning();
  const [admin] = await db
    .insert(admins)
    .values({ email: FACILITY_USER, username: 'desk', firstName: 'Fay', lastName: 'Desk', passwordHash: 'x' })
    .returning();
  const adminId = admin?.id as number;
  await db.insert(adminRoles).values([
    ...[FACILITY.A, SENTRY.A, SENTRY2.A, ARRO.A].map((companyId) => ({
      adminId,
      roleId: FACILITY_ROLE_ID,
      companyId,
    })),
    { adminId, roleId: keyless?.id as number, companyId: KEYLESS_COMPANY },
  ]);
  for (const companyId of [FACILITY.A, FACILITY.B]) {
    const [type] = await db.select().from(rideTypes).where(eq(rideTypes.companyId, companyId)).limit(1);
    estimateOf.set(companyId, await insertEstimate(db, { companyId, rideTypeId: type?.id as number }));
    const [rider] = await db
      .insert(riders)
      .values({ companyId, firstName: `Rider${companyId}`, lastName: 'Scopeprobe' })
      .returning();
    riderOf.set(companyId, rider?.id as number);
    const ride = await rideOf(db, companyId, { status: 'finished' });
    await db
      .update(rides)
      .set({ startAddress: `${placeOf(companyId)}, New York, NY 10027` })
      .where(eq(rides.id, ride.id));
  }
}
