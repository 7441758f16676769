import type { RideEventType } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import type { RideChange } from '../rides/publish';
import { insertRideEvent, type LockedRide, type RidePatch, type RideRow, updateRideRow } from './queries';

export interface ChangeInput {
  patch: RidePatch;
  /** ride_events.event_type: confirm, update, revive, or the new status. */
  eventType: string;
  /** A sentence for the ride's log. */
  body: string;
  /** audit_log.action, e.g. ride.assigned. */
  auditAction: string;
  /** Realtime events to send once committed (several when an edit touched pickup and destination). */
  realtime: readonly RideEventType[];
  /** The new driver's name when the change sets one (for later messages in the same request). */
  driver?: LockedRide['driver'];
}

export interface ChangeContext {
  tx: DbOrTx;
  caller: Caller;
  ip: string;
}

/** Who a change is written in the name of: a caller, or the system (a job: no admin, no address). */
export interface ChangeAuthor {
  tx: DbOrTx;
  caller: { adminId: number | null };
  ip?: string;
}

function changedColumns(before: RideRow, after: RideRow, patch: RidePatch) {
  const keys = Object.keys(patch) as (keyof RidePatch)[];
  const pick = (row: RideRow) => Object.fromEntries(keys.map((k) => [k, row[k]]));
  return {
    before: { ...pick(before), updatedAt: before.updatedAt },
    after: { ...pick(after), updatedAt: after.updatedAt },
  };
}

/** One change of a locked ride: the row (updated_at moves on), its log line and the audit record. */
export async function applyChange(
  { tx, caller, ip }: ChangeAuthor,
  ride: LockedRide,
  input: ChangeInput,
): Promise<{ ride: LockedRide; changes: RideChange[] }> {
  const row = await updateRideRow(tx, ride.row.id, input.patch);
  await insertRideEvent(tx, {
    rideId: row.id,
    eventType: input.eventType,
    adminId: caller.adminId,
    body: input.body,
  });
  await writeAudit(tx, {
    adminId: caller.adminId,
    action: input.auditAction,
    entityType: 'ride',
    entityId: row.id,
    ...changedColumns(ride.row, row, input.patch),
    ip,
  });
  const changes = input.realtime.map((event) => ({
    rideId: row.id,
    event,
    fleetBefore: ride.row.fleetId,
    fleetAfter: row.fleetId,
    companyBefore: ride.row.companyId,
  }));
  const driver = input.driver !== undefined ? input.driver : ride.driver;
  return { ride: { ...ride, row, driver }, changes };
}
