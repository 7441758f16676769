import { BROKER_NAMES, driverStats, newYorkMidnight, reconciliation } from '@fleetdesk/contract';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { type BrokerReading, readBrokers } from './broker-reading';
import { exportPanel, exportSentryReport } from './export';
import { type PickupSpan, selectBrokerRides, storeTripStates, type TripStateRow } from './queries';
import { isUnreconciled, panelReport } from './rules';

type Days = { start_date: string; end_date: string };

const spanOf = (days: Days): PickupSpan => ({
  from: newYorkMidnight(days.start_date),
  to: newYorkMidnight(driverStats.addCalendarDays(days.end_date, 1)),
});

/** Each ride of the readings as the broker answered it; rides of a broker that failed are left out. */
function tripStateRows(readings: readonly BrokerReading[], syncedAt: Date, adminId: number): TripStateRow[] {
  return readings
    .filter((reading) => reading.error === null)
    .flatMap((reading) =>
      reading.rides.map((ride) => {
        const state = reading.states.get(ride.referenceId);
        return {
          rideId: ride.rideId,
          broker: reading.broker,
          referenceId: ride.referenceId,
          brokerStatus: state?.status ?? null,
          brokerUpdatedAt: state ? new Date(state.updatedAt) : null,
          syncedAt,
          syncedBy: adminId,
        };
      }),
    );
}

const failuresOf = (readings: readonly BrokerReading[]) =>
  readings.flatMap((r) => (r.error === null ? [] : [{ broker: r.broker, error: r.error }]));

/**
 * Unreconciled rides (spec 3 §2, decisions 132–134). The panel compares our rides with what the last
 * SYNC stored; SYNC asks the brokers outside any transaction, then stores every answer in one
 * transaction with its audit row and tells open panels. The Sentry report asks Sentry when opened.
 */
export function createReconciliationService(
  deps: Pick<ModuleDeps, 'db' | 'brokers' | 'realtime' | 'storage' | 'fileLinks'>,
) {
  const { db, brokers, realtime } = deps;

  async function list(caller: Caller, query: Days & { export?: boolean }) {
    const rows = await selectBrokerRides(db, spanOf(query), caller.companyIds);
    const report = panelReport(rows);
    const file_url = query.export ? await exportPanel(deps, report.rides) : null;
    return { ...report, file_url };
  }

  async function sync(caller: Caller, body: Days, ip: string) {
    const rows = await selectBrokerRides(db, spanOf(body), caller.companyIds);
    // A reading is dated when the brokers were asked, so a slower SYNC cannot pass off older answers as newer.
    const syncedAt = new Date();
    const readings = await readBrokers(brokers, rows);
    const failed = failuresOf(readings);
    if (readings.length > 0 && failed.length === readings.length) {
      const words = failed.map((f) => `${BROKER_NAMES[f.broker]}: ${f.error}`).join('; ');
      throw new AppError('bad_gateway', `No broker could be read, nothing was synced. ${words}`);
    }
    const states = tripStateRows(readings, syncedAt, caller.adminId);
    const unreconciled = readings
      .filter((r) => r.error === null)
      .flatMap((r) =>
        r.rides.filter((ride) => isUnreconciled(ride, r.states.get(ride.referenceId)?.status ?? null)),
      ).length;
    await db.transaction(async (tx) => {
      await storeTripStates(tx, states);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'reconciliation.sync',
        entityType: 'broker_trip_states',
        entityId: null,
        after: { ...body, synced: states.length, unreconciled, failed },
        ip,
      });
    });
    const synced_at = syncedAt.toISOString();
    realtime.emit(reconciliation.RECONCILIATION_SYNCED_ACTION, { ...body, synced_at }, null);
    return { synced: states.length, unreconciled, failed, synced_at };
  }

  async function sentryReport(
    caller: Caller,
    query: Days & { page: number; per_page: number; export?: boolean },
  ) {
    const rows = await selectBrokerRides(db, spanOf(query), caller.companyIds, ['sentry']);
    const [answer] = await readBrokers(brokers, rows);
    if (answer?.error) throw new AppError('bad_gateway', `Sentry could not be read: ${answer.error}`);
    const differing: reconciliation.UnreconciledSentryRide[] = rows.flatMap((ride) => {
      const state = answer?.states.get(ride.referenceId) ?? null;
      if (!isUnreconciled(ride, state?.status ?? null)) return [];
      return {
        ride_id: ride.rideId,
        reference_id: ride.referenceId,
        last_updated_at_fleetdesk: ride.updatedAt.toISOString(),
        last_updated_at_sentry: state?.updatedAt ?? null,
        fleetdesk_status: ride.status,
        sentry_status: state?.status ?? null,
      };
    });
    const start = (query.page - 1) * query.per_page;
    return {
      rides: {
        data: differing.slice(start, start + query.per_page),
        total: differing.length,
        current_page: query.page,
        per_page: query.per_page,
      },
      file_url: query.export ? await exportSentryReport(deps, differing) : null,
      // No Sentry ride in the days: Sentry was not asked, and there is nothing it could refuse.
      status_code: answer?.statusCode ?? 200,
    };
  }

  return { list, sync, sentryReport };
}
