import type { RideStatus } from '@fleetdesk/contract';
import { and, asc, eq, gt, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { driverLocations, rides } from '../../db/schema';

/** Statuses in which the ride's driver is on the way to the pickup. */
export const HEADING_TO_PICKUP = ['assigned', 'accepted'] as const satisfies readonly RideStatus[];

export interface RideHeadingToPickup {
  id: number;
  driverId: number;
  fleetId: number | null;
  eta: number | null;
  etaComputedAt: Date | null;
  pickup: { lat: number; lon: number };
  driverAt: { lat: number; lon: number };
}

/**
 * Rides whose driver is heading to the pickup and reported a position since `freshSince`, in id order
 * after `afterId` (keyset pages), pickups within [from, to].
 */
export async function findRidesHeadingToPickup(
  db: DbOrTx,
  options: { freshSince: Date; from: Date; to: Date; afterId: number; limit: number },
): Promise<RideHeadingToPickup[]> {
  const rows = await db
    .select({
      id: rides.id,
      driverId: driverLocations.driverId,
      fleetId: rides.fleetId,
      eta: rides.eta,
      etaComputedAt: rides.etaComputedAt,
      pickupLat: rides.startLat,
      pickupLon: rides.startLon,
      driverLat: driverLocations.lat,
      driverLon: driverLocations.lon,
    })
    .from(rides)
    .innerJoin(driverLocations, eq(driverLocations.driverId, rides.driverId))
    .where(
      and(
        inArray(rides.status, [...HEADING_TO_PICKUP]),
        gte(rides.pickupAt, options.from),
        lte(rides.pickupAt, options.to),
        gte(driverLocations.updatedAt, options.freshSince),
        gt(rides.id, options.afterId),
      ),
    )
    .orderBy(asc(rides.id))
    .limit(options.limit);
  return rows.map((r) => ({
    id: r.id,
    driverId: r.driverId,
    fleetId: r.fleetId,
    eta: r.eta,
    etaComputedAt: r.etaComputedAt,
    pickup: { lat: r.pickupLat, lon: r.pickupLon },
    driverAt: { lat: r.driverLat, lon: r.driverLon },
  }));
}

/**
 * Stores new ETAs (seconds, routed at `computedAt`) without touching updated_at: an ETA is computed,
 * not a change anyone made, and must not make a dispatcher's next action fail as stale. A ride whose
 * driver or status changed since it was read, or whose ETA another instance already stored (neither
 * the ETA nor the expected arrival moved by `minChangeSeconds` since), is left alone.
 */
export async function storeEtas(
  db: DbOrTx,
  etas: readonly { id: number; driverId: number; eta: number }[],
  computedAt: Date,
  minChangeSeconds: number,
): Promise<{ id: number; fleetId: number | null }[]> {
  if (etas.length === 0) return [];
  const values = sql.join(
    etas.map((e) => sql`(${e.id}::bigint, ${e.driverId}::integer, ${e.eta}::integer)`),
    sql`, `,
  );
  const result = await db.execute<{ id: string | number; fleet_id: number | null }>(sql`
    update rides set eta = v.eta, eta_computed_at = ${computedAt}
    from (values ${values}) as v(id, driver_id, eta)
    where rides.id = v.id
      and rides.driver_id = v.driver_id
      and rides.status in ('assigned', 'accepted')
      and (rides.eta is null or rides.eta_computed_at is null
        or abs(rides.eta - v.eta) >= ${minChangeSeconds}
        or abs(extract(epoch from ${computedAt}::timestamptz - rides.eta_computed_at) + v.eta - rides.eta)
          >= ${minChangeSeconds})
    returning rides.id, rides.fleet_id`);
  return result.rows.map((r) => ({ id: Number(r.id), fleetId: r.fleet_id }));
}

/** Rides of companies that are not brokers: a broker keeps its own trips' state. */
const ofNoBroker = sql`${rides.companyId} in (select id from companies where broker_key is null)`;

/**
 * Pending non-broker rides without a driver whose pickup time is before `cutoff`, in id order after
 * `afterId`.
 */
export async function findUnassignedOverdueRideIds(
  db: DbOrTx,
  options: { cutoff: Date; afterId: number; limit: number },
): Promise<number[]> {
  const rows = await db
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.status, 'pending'),
        isNull(rides.driverId),
        lt(rides.pickupAt, options.cutoff),
        gt(rides.id, options.afterId),
        ofNoBroker,
      ),
    )
    .orderBy(asc(rides.id))
    .limit(options.limit);
  return rows.map((r) => r.id);
}

/**
 * Locks the ride if it is still pending without a driver and overdue, skipping it when someone else
 * holds its lock (a dispatcher assigning it right now, or another server's run of this job).
 */
export async function claimUnassignedOverdueRide(tx: DbOrTx, id: number, cutoff: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: rides.id })
    .from(rides)
    .where(
      and(
        eq(rides.id, id),
        eq(rides.status, 'pending'),
        isNull(rides.driverId),
        lt(rides.pickupAt, cutoff),
        ofNoBroker,
      ),
    )
    .for('update', { skipLocked: true });
  return rows.length > 0;
}
