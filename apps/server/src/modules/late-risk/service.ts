import {
  RIDE_LATE_RISK_ACTION,
  type RideLateRiskPayload,
  type RideStatus,
  STALE_GPS_MINUTES,
} from '@fleetdesk/contract';
import type { LateRisk, LateRiskReason } from '@fleetdesk/contract/endpoints/lateRisk';
import type { Router } from '../../platform/adapters/routing';
import type { Caller } from '../../platform/auth/context';
import type { ModuleDeps } from '../../platform/module';
import { reachCondition, rideViewerOf } from '../rides/views';
import { type DriverSnapshot, predictRides, type RidePrediction, type TimeLegs } from './predict';
import {
  deleteRisksExcept,
  findAtRiskRides,
  findDriversRides,
  findRidesAudience,
  findStoredRisks,
  type StoredRisk,
  saveRisks,
  tryLockSweep,
} from './queries';
import type { RiskSettings } from './rules';

/** Rides whose pickup is this close (or past) are predicted; later ones wait their turn. */
export const PREDICTION_HORIZON_MS = 60 * 60_000;
/** How far back a pickup time may lie for its ride still to hold the driver (a ride running very late). */
const LOOKBACK_MS = 12 * 3_600_000;
/** Drives timed per routing call: OSRM's table of this many sources and destinations, read on its diagonal. */
const LEGS_PER_CALL = 100;

/** The model's settings from the configuration (decision 150). */
export const riskSettingsOf = (thresholdMinutes: number): RiskSettings => ({
  thresholdMinutes,
  staleGpsMs: STALE_GPS_MINUTES * 60_000,
  // A rider boards in about a minute and a half (the demo simulator's dwell is the same).
  boardingMs: 90_000,
});

/** The routing adapter as the prediction's drive timer (OSRM when configured, else straight lines). */
export function legTimerOf(router: Router): TimeLegs {
  return async (legs) => {
    const seconds: number[] = [];
    for (let i = 0; i < legs.length; i += LEGS_PER_CALL) {
      const chunk = legs.slice(i, i + LEGS_PER_CALL);
      const table = await router.table(
        chunk.map((leg) => leg.from),
        chunk.map((leg) => leg.to),
      );
      for (let j = 0; j < chunk.length; j++) seconds.push(table.durations_s[j]?.[j] ?? 0);
    }
    return seconds;
  };
}

type DriverRideRow = Awaited<ReturnType<typeof findDriversRides>>[number];

/** The rows grouped per driver, as the prediction takes them. */
function snapshotsOf(rows: readonly DriverRideRow[]): DriverSnapshot[] {
  const byDriver = new Map<number, DriverSnapshot & { rides: DriverSnapshot['rides'][number][] }>();
  for (const row of rows) {
    const driverId = row.driverId as number;
    let snapshot = byDriver.get(driverId);
    if (!snapshot) {
      const hasPosition = row.driverLat !== null && row.driverLon !== null && row.positionAt !== null;
      snapshot = {
        driverId,
        position: hasPosition
          ? {
              lat: row.driverLat as number,
              lon: row.driverLon as number,
              at: (row.positionAt as Date).getTime(),
            }
          : null,
        rides: [],
      };
      byDriver.set(driverId, snapshot);
    }
    snapshot.rides.push({
      id: row.id,
      status: row.status as RideStatus,
      pickupAt: row.pickupAt.getTime(),
      start: row.start,
      destination: row.destination,
      rideSeconds: row.rideSeconds,
    });
  }
  return [...byDriver.values()];
}

const toRow = (p: RidePrediction, computedAt: Date): StoredRisk => ({
  rideId: p.rideId,
  driverId: p.driverId,
  pickupAt: new Date(p.pickupAt),
  predictedPickupAt: p.predictedPickupAt === null ? null : new Date(p.predictedPickupAt),
  minutesLate: p.minutesLate,
  atRisk: p.atRisk,
  reason: p.reason,
  computedAt,
});

export const toLateRisk = (row: StoredRisk): LateRisk => ({
  ride_id: row.rideId,
  driver_id: row.driverId,
  predicted_pickup_at: row.predictedPickupAt?.toISOString() ?? null,
  pickup_at: row.pickupAt.toISOString(),
  minutes_late: row.minutesLate,
  reason: row.reason as LateRiskReason,
  computed_at: row.computedAt.toISOString(),
});

/**
 * Whether a fresh prediction says something the stored one does not: a sweep then rewrites only the
 * rides whose verdict, lateness (to the minute) or ride changed, not every ride every 10 s.
 */
function differs(stored: StoredRisk | undefined, fresh: StoredRisk): boolean {
  if (!stored) return true;
  const predictedMoved =
    (stored.predictedPickupAt === null) !== (fresh.predictedPickupAt === null) ||
    Math.abs((stored.predictedPickupAt?.getTime() ?? 0) - (fresh.predictedPickupAt?.getTime() ?? 0)) >=
      60_000;
  return (
    predictedMoved ||
    stored.atRisk !== fresh.atRisk ||
    stored.reason !== fresh.reason ||
    stored.minutesLate !== fresh.minutesLate ||
    stored.driverId !== fresh.driverId ||
    stored.pickupAt.getTime() !== fresh.pickupAt.getTime()
  );
}

/** What the sockets hear: a ride that became at risk (or changed reason) and one that stopped being. */
function changesOf(before: readonly StoredRisk[], after: readonly StoredRisk[]): RideLateRiskPayload[] {
  const old = new Map(before.map((row) => [row.rideId, row]));
  const kept = new Set(after.map((row) => row.rideId));
  const changes: RideLateRiskPayload[] = [];
  for (const row of after) {
    const previous = old.get(row.rideId);
    const wasAtRisk = previous?.atRisk ?? false;
    if (row.atRisk && (!wasAtRisk || previous?.reason !== row.reason))
      changes.push({ ride_id: row.rideId, risk: toLateRisk(row) });
    else if (!row.atRisk && wasAtRisk) changes.push({ ride_id: row.rideId, risk: null });
  }
  for (const row of before)
    if (row.atRisk && !kept.has(row.rideId)) changes.push({ ride_id: row.rideId, risk: null });
  return changes;
}

/**
 * Late-pickup prediction (decisions 149–152). `sweep` predicts every assigned or accepted ride near its
 * pickup from the drivers' current positions and replaces the stored predictions in one transaction,
 * then tells the sockets which rides became at risk or stopped being. Predictions are derived data,
 * recomputed every sweep: they are not audited (the rides' own changes are).
 */
export function createLateRiskService(
  deps: Pick<ModuleDeps, 'db' | 'router' | 'realtime' | 'config' | 'fileLinks'>,
  clock: () => Date = () => new Date(),
) {
  const { db, realtime } = deps;
  const settings = riskSettingsOf(deps.config.lateRisk.thresholdMinutes);
  const timeLegs = legTimerOf(deps.router);

  async function sweep(): Promise<{ predicted: number; changed: number } | null> {
    const now = clock();
    const rows = await findDriversRides(db, {
      from: new Date(now.getTime() - LOOKBACK_MS),
      to: new Date(now.getTime() + PREDICTION_HORIZON_MS),
    });
    const predictions = await predictRides(snapshotsOf(rows), timeLegs, now.getTime(), settings);
    const fresh = predictions.map((p) => toRow(p, now));
    const changes = await db.transaction(async (tx) => {
      if (!(await tryLockSweep(tx))) return null;
      const before = await findStoredRisks(tx);
      const stored = new Map(before.map((row) => [row.rideId, row]));
      await saveRisks(
        tx,
        fresh.filter((row) => differs(stored.get(row.rideId), row)),
      );
      await deleteRisksExcept(
        tx,
        fresh.map((row) => row.rideId),
      );
      return changesOf(before, fresh);
    });
    if (changes === null) return null;
    await announce(changes);
    return { predicted: fresh.length, changed: changes.length };
  }

  async function announce(changes: readonly RideLateRiskPayload[]) {
    const audience = new Map(
      (
        await findRidesAudience(
          db,
          changes.map((c) => c.ride_id),
        )
      ).map((r) => [r.id, r]),
    );
    for (const change of changes) {
      const ride = audience.get(change.ride_id);
      if (!ride) continue;
      // Nothing in a prediction is billing or price: every audience gets the same payload.
      realtime.emitRide(
        RIDE_LATE_RISK_ACTION,
        { billing: change, staff: change, fleet: change },
        { fleetId: ride.fleetId, companyId: ride.companyId },
      );
    }
  }

  /** The rides at risk now within the caller's reach (a fleet's own, a facility's companies'). */
  async function list(caller: Caller) {
    const rows = await findAtRiskRides(db, reachCondition(rideViewerOf(caller, deps.fileLinks)));
    return { data: rows.map((row) => toLateRisk(row.risk)) };
  }

  return { sweep, list };
}
