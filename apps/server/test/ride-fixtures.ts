import type { RideStatus } from '@fleetdesk/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  adminRoles,
  admins,
  auditLog,
  brokerCalls,
  cars,
  drivers,
  permissions,
  rideEvents,
  rides,
  rolePermissions,
  roles,
} from '../src/db/schema';
import { createSession } from '../src/platform/auth/sessions';
import { FLEET_USER } from './api';
import type { TestServer } from './server';
import type { createSocketSet } from './sockets';

/** The demo's broker companies (the seed is deterministic). */
export const SENTRY = 1;
export const SENTRY2 = 2;
export const ARRO = 3;

/** Test data for ride actions, written straight to the database (tests and the access samples share it). */

export interface RideSetup {
  status: RideStatus;
  companyId?: number;
  driverId?: number | null;
  pickupAt?: Date;
  arrivedAt?: Date | null;
  isMarketplaceRide?: boolean;
  referenceId?: string | null;
  availableForDrivers?: boolean;
}

export interface MadeRide {
  id: number;
  updated_at: string;
}

const HOUR_MS = 3_600_000;
/** Statuses the schema allows only with a driver. */
const NEEDS_DRIVER: readonly RideStatus[] = [
  'assigned',
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
  'finished',
];

async function anyActiveDriver(db: Db): Promise<number> {
  const [driver] = await db
    .select({ id: drivers.id })
    .from(drivers)
    .where(and(eq(drivers.status, 'active'), isNotNull(drivers.fleetId)))
    .orderBy(asc(drivers.id))
    .limit(1);
  if (!driver) throw new Error('the demo has no active driver');
  return driver.id;
}

export async function tokenForEmail(db: Db, email: string): Promise<string> {
  const [row] = await db.select({ id: admins.id }).from(admins).where(eq(admins.email, email));
  if (!row) throw new Error(`no admin ${email}`);
  return (await createSession(db, row.id, HOUR_MS, {})).token;
}

/**
 * A staff user whose only role holds exactly `keys`, signed in; held in the operator's company 39 unless
 * another is named (a facility's makes a facility user).
 */
export async function staffHolding(db: Db, keys: readonly string[], companyId = 39): Promise<string> {
  const name = `ra${Math.random().toString(36).slice(2, 10)}`;
  const [role] = await db
    .insert(roles)
    .values({ name: `Test ${name}` })
    .returning();
  const roleId = role?.id as number;
  if (keys.length > 0) {
    const rows = await db.select().from(permissions).where(sql`${permissions.key} in ${keys}`);
    await db.insert(rolePermissions).values(rows.map((p) => ({ roleId, permissionId: p.id })));
  }
  const email = `${name}@ride-actions.test`;
  const [admin] = await db
    .insert(admins)
    .values({ email, username: name, firstName: 'Test', lastName: name, passwordHash: 'x' })
    .returning();
  await db.insert(adminRoles).values({ adminId: admin?.id as number, roleId, companyId });
  return tokenForEmail(db, email);
}

export async function fleetOfEmail(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ fleetId: admins.fleetId }).from(admins).where(eq(admins.email, email));
  if (!row?.fleetId) throw new Error(`${email} has no fleet`);
  return row.fleetId;
}

/** Active drivers with an active car, in `fleetId` (or outside it when `outside`). */
export async function activeDrivers(db: Db, fleetId: number, outside = false) {
  const rows = await db
    .selectDistinct({ id: drivers.id, fleetId: drivers.fleetId })
    .from(drivers)
    .innerJoin(cars, and(eq(cars.driverId, drivers.id), eq(cars.status, 'active')))
    .where(
      and(
        eq(drivers.status, 'active'),
        isNotNull(drivers.fleetId),
        outside ? sql`${drivers.fleetId} <> ${fleetId}` : eq(drivers.fleetId, fleetId),
      ),
    )
    .orderBy(asc(drivers.id))
    .limit(30);
  if (rows.length === 0)
    throw new Error(`the demo has no active driver ${outside ? 'outside' : 'in'} fleet ${fleetId}`);
  return rows;
}

/**
 * A new ride copied from a demo ride of the company, set to exactly the state a test needs. Its
 * fleet follows the driver, as the actions keep it.
 */
export async function makeRide(db: Db, setup: RideSetup): Promise<MadeRide> {
  const companyId = setup.companyId ?? 40;
  const [template] = await db
    .select()
    .from(rides)
    .where(eq(rides.companyId, companyId))
    .orderBy(asc(rides.id))
    .limit(1);
  if (!template) throw new Error(`the demo has no ride of company ${companyId}`);
  const driverId =
    setup.driverId !== undefined
      ? setup.driverId
      : NEEDS_DRIVER.includes(setup.status)
        ? await anyActiveDriver(db)
        : null;
  const [driver] = driverId
    ? await db.select({ fleetId: drivers.fleetId }).from(drivers).where(eq(drivers.id, driverId))
    : [];
  const [car] = driverId
    ? await db.select({ id: cars.id }).from(cars).where(eq(cars.driverId, driverId)).limit(1)
    : [];
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = template;
  const [row] = await db
    .insert(rides)
    .values({
      ...copy,
      status: setup.status,
      driverId,
      carId: car?.id ?? null,
      fleetId: driver?.fleetId ?? null,
      pickupAt: setup.pickupAt ?? new Date(Date.now() + 3 * HOUR_MS),
      arrivedAt: setup.arrivedAt ?? null,
      actualPickupAt: null,
      pickedUpAt: null,
      actualDropoffAt: null,
      isMarketplaceRide: setup.isMarketplaceRide ?? false,
      availableForDrivers: setup.availableForDrivers ?? false,
      referenceId:
        setup.referenceId === undefined ? `T${Math.random().toString(36).slice(2, 10)}` : setup.referenceId,
      mainRideId: null,
    })
    .returning({ id: rides.id, updatedAt: rides.updatedAt });
  if (!row) throw new Error('ride not inserted');
  return { id: row.id, updated_at: row.updatedAt.toISOString() };
}

export async function rideRow(db: Db, id: number) {
  const [row] = await db.select().from(rides).where(eq(rides.id, id));
  if (!row) throw new Error(`no ride ${id}`);
  return row;
}

/** What a change left behind: the ride's log lines, its audit rows and its broker calls, oldest first. */
export async function rideTrail(db: Db, id: number) {
  const events = await db
    .select()
    .from(rideEvents)
    .where(eq(rideEvents.rideId, id))
    .orderBy(asc(rideEvents.id));
  const audit = await db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'ride'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
  const calls = await db
    .select()
    .from(brokerCalls)
    .where(eq(brokerCalls.rideId, id))
    .orderBy(asc(brokerCalls.id));
  return { events, audit, calls };
}

/** A staff socket (no keys) and the demo fleet user's socket on `server`, collecting what each hears. */
export async function listenAsStaffAndFleet(sockets: ReturnType<typeof createSocketSet>, server: TestServer) {
  const db = server.database.db;
  return {
    staffHeard: await sockets.listen(server.url, await staffHolding(db, [])),
    fleetHeard: await sockets.listen(server.url, await tokenForEmail(db, FLEET_USER)),
  };
}
