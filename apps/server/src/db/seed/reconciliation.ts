import { reconciliation } from '@fleetdesk/contract';
import { and, eq, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { SimulatedTrip } from '../../platform/adapters/brokers/simulator-trips';
import type { DbOrTx } from '../client';
import { companies, rides } from '../schema';

type BrokerTripStatus = reconciliation.BrokerTripStatus;
type ReconciledBroker = reconciliation.ReconciledBroker;

/** What a demo broker still shows for some trips: the change we made has not reached it. */
const LAGGING: Readonly<Record<BrokerTripStatus, BrokerTripStatus>> = {
  offered: 'scheduled',
  scheduled: 'canceled',
  in_progress: 'scheduled',
  completed: 'in_progress',
  canceled: 'scheduled',
  no_show: 'in_progress',
};

const DAY_MS = 86_400_000;

/**
 * The demo's broker trips as the simulated brokers know them (decision 132): the broker rides of the
 * past week and the next three days, most in the state that agrees with ours, every seventh lagging
 * behind (still in its state from before our last change) and every 23rd unknown to the broker, so the
 * Unreconciled rides pages have rides to show. Chosen by ride id: the same demo gives the same trips.
 */
export async function demoBrokerTrips(
  db: DbOrTx,
  now = new Date(),
): Promise<Partial<Record<ReconciledBroker, SimulatedTrip[]>>> {
  const rows = await db
    .select({
      id: rides.id,
      referenceId: rides.referenceId,
      status: rides.status,
      isMarketplaceRide: rides.isMarketplaceRide,
      updatedAt: rides.updatedAt,
      broker: companies.brokerKey,
    })
    .from(rides)
    .innerJoin(companies, eq(companies.id, rides.companyId))
    .where(
      and(
        isNotNull(rides.referenceId),
        inArray(companies.brokerKey, [...reconciliation.RECONCILED_BROKERS]),
        gte(rides.pickupAt, new Date(now.getTime() - 7 * DAY_MS)),
        lt(rides.pickupAt, new Date(now.getTime() + 3 * DAY_MS)),
      ),
    );
  const trips: Partial<Record<ReconciledBroker, SimulatedTrip[]>> = {};
  for (const row of rows) {
    if (row.id % 23 === 0) continue;
    const agreed = reconciliation.expectedBrokerStatus(row.status, row.isMarketplaceRide);
    const lags = row.id % 7 === 0;
    const broker = row.broker as ReconciledBroker;
    const list = trips[broker] ?? [];
    trips[broker] = list;
    list.push({
      referenceId: row.referenceId as string,
      status: lags ? LAGGING[agreed] : agreed,
      updatedAt: new Date(row.updatedAt.getTime() - (lags ? 45 * 60_000 : 0)).toISOString(),
    });
  }
  return trips;
}
