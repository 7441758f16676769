import { reconciliation } from '@fleetdesk/contract';
import { and, asc, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import { brokerTripStates, companies, rides } from '../../db/schema';

type ReconciledBroker = reconciliation.ReconciledBroker;

/** Pickups from `from` (included) to `to` (excluded): the New York days asked for. */
export interface PickupSpan {
  from: Date;
  to: Date;
}

/** The broker rides of a span in the caller's reach, each with the state the last SYNC stored. */
export interface BrokerRideRow {
  rideId: number;
  referenceId: string;
  broker: ReconciledBroker;
  status: (typeof rides.$inferSelect)['status'];
  isMarketplaceRide: boolean;
  pickupAt: Date;
  updatedAt: Date;
  stored: {
    referenceId: string;
    brokerStatus: string | null;
    brokerUpdatedAt: Date | null;
    syncedAt: Date;
  } | null;
}

/**
 * Rides with a trip id from a broker that can be asked, picked up in the span, limited to the caller's
 * companies; oldest pickup first. `brokers` narrows to some brokers (the Sentry report: Sentry's).
 */
export async function selectBrokerRides(
  db: DbOrTx,
  span: PickupSpan,
  companyIds: readonly number[] | null,
  brokers: readonly ReconciledBroker[] = reconciliation.RECONCILED_BROKERS,
): Promise<BrokerRideRow[]> {
  const rows = await db
    .select({
      rideId: rides.id,
      referenceId: rides.referenceId,
      broker: companies.brokerKey,
      status: rides.status,
      isMarketplaceRide: rides.isMarketplaceRide,
      pickupAt: rides.pickupAt,
      updatedAt: rides.updatedAt,
      storedReference: brokerTripStates.referenceId,
      brokerStatus: brokerTripStates.brokerStatus,
      brokerUpdatedAt: brokerTripStates.brokerUpdatedAt,
      syncedAt: brokerTripStates.syncedAt,
    })
    .from(rides)
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .leftJoin(brokerTripStates, eq(brokerTripStates.rideId, rides.id))
    .where(
      and(
        gte(rides.pickupAt, span.from),
        lt(rides.pickupAt, span.to),
        isNotNull(rides.referenceId),
        inArray(companies.brokerKey, [...brokers]),
        inCompanies(rides.companyId, companyIds),
      ),
    )
    .orderBy(asc(rides.pickupAt), asc(rides.id));
  return rows.map((row) => ({
    rideId: row.rideId,
    referenceId: row.referenceId as string,
    broker: row.broker as ReconciledBroker,
    status: row.status,
    isMarketplaceRide: row.isMarketplaceRide,
    pickupAt: row.pickupAt,
    updatedAt: row.updatedAt,
    stored:
      row.syncedAt === null
        ? null
        : {
            referenceId: row.storedReference as string,
            brokerStatus: row.brokerStatus,
            brokerUpdatedAt: row.brokerUpdatedAt,
            syncedAt: row.syncedAt,
          },
  }));
}

export type TripStateRow = typeof brokerTripStates.$inferInsert;

/** Stores what a SYNC read, replacing each ride's earlier reading (`syncedAt`: when the broker was asked). */
export async function storeTripStates(tx: DbOrTx, states: readonly TripStateRow[]): Promise<void> {
  // Chunks keep each statement well under PostgreSQL's bind-parameter limit.
  for (let at = 0; at < states.length; at += 1_000) {
    await tx
      .insert(brokerTripStates)
      .values(states.slice(at, at + 1_000))
      .onConflictDoUpdate({
        target: brokerTripStates.rideId,
        set: {
          broker: sql`excluded.broker`,
          referenceId: sql`excluded.reference_id`,
          brokerStatus: sql`excluded.broker_status`,
          brokerUpdatedAt: sql`excluded.broker_updated_at`,
          syncedAt: sql`excluded.synced_at`,
          syncedBy: sql`excluded.synced_by`,
        },
        // Two SYNCs of one ride may commit in either order: a reading asked earlier never replaces a later one.
        setWhere: sql`${brokerTripStates.syncedAt} <= excluded.synced_at`,
      });
  }
}
