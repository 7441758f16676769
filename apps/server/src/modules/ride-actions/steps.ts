import {
  actionForStatus,
  cancelNoteField,
  MESSAGES,
  RIDE_STATUS_LABELS,
  type RideActor,
  type RideEventType,
  type RideStatus,
  reviveNeedsNewTripId,
} from '@fleetdesk/contract';
import type { FleetScope } from '../../platform/auth/context';
import { invalidField } from '../../platform/errors';
import { applyChange, type ChangeAuthor, type ChangeContext } from './change';
import { assertAllowed, forActions } from './guards';
import {
  closeAssignment,
  findDriverWithCar,
  type LockedRide,
  openAssignment,
  type RidePatch,
} from './queries';
import { describeRideState } from './rules';

/** The note a fleet's No Show records when the fleet user writes none. */
export const NO_SHOW_NOTE = 'No show: the rider did not come out';

const REALTIME_OF_STATUS: Partial<Record<RideStatus, RideEventType>> = {
  accepted: 'accepted',
  arriving: 'arriving',
  in_progress: 'pickup',
  finished: 'completed',
};

/** What a status sets besides itself: the moments the driver reached each step. */
function transitionTimes(status: RideStatus, now: Date): RidePatch {
  if (status === 'arriving') return { arrivedAt: now };
  if (status === 'in_progress') return { actualPickupAt: now, pickedUpAt: now };
  if (status === 'finished') return { actualDropoffAt: now };
  return {};
}

/** A cancellation's note must say why; checked before anything is locked. */
export function checkStatusNote(
  status: RideStatus,
  note: string | undefined,
  isFleet: boolean,
): string | undefined {
  const action = actionForStatus(status, isFleet);
  if (action !== 'cancel' && action !== 'confirm_cancellation') return note;
  const parsed = cancelNoteField.safeParse(note);
  if (!parsed.success) throw invalidField('note', parsed.error.issues[0]?.message ?? MESSAGES.required);
  return parsed.data;
}

export const driverName = (d: { id: number; firstName: string; lastName: string }) =>
  `${d.firstName} ${d.lastName} (#${d.id})`;

/** Runs a status change of the actions table (not revive: that has its own step). */
export async function changeStatus(
  ctx: ChangeAuthor,
  ride: LockedRide,
  target: RideStatus,
  note: string | undefined,
  actor: RideActor,
) {
  const action = actionForStatus(target, actor.isFleet);
  if (!action || action === 'revive') throw invalidField('status', `Status ${target} cannot be set here`);
  assertAllowed(action, ride, actor);
  const text = action === 'no_show' ? (note ?? NO_SHOW_NOTE) : note;
  const from = RIDE_STATUS_LABELS[ride.row.status];
  return applyChange(ctx, ride, {
    patch: { status: target, ...transitionTimes(target, actor.now) },
    eventType: target,
    body: `Status changed from ${from} to ${RIDE_STATUS_LABELS[target]}${text ? `: ${text}` : ''}`,
    auditAction: `ride.${target}`,
    realtime: [REALTIME_OF_STATUS[target] ?? 'canceled'],
  });
}

/**
 * A new or no driver: the previous driver's ETA says nothing about when the ride is picked up, so
 * lateness waits for the ETA job's next run instead of reading it.
 */
const NO_ETA = { eta: null, etaComputedAt: null } as const;

/** Gives a pending ride to a driver (assign), or moves an assigned/accepted one to another (switch). */
export async function assignDriver(
  ctx: ChangeContext,
  ride: LockedRide,
  request: { driverId: number; action: 'assign' | 'switch' },
  actor: RideActor,
  scope: FleetScope,
) {
  const { driverId, action } = request;
  assertAllowed(action, ride, actor);
  const driver = await findDriverWithCar(ctx.tx, driverId, true);
  // Another fleet's driver answers as a missing one, before anything about them (decisions 43, 85).
  if (!driver || (scope.fleetId !== null && driver.fleetId !== scope.fleetId))
    throw invalidField('entity_id', `Driver #${driverId} does not exist`);
  if (driver.status !== 'active')
    throw invalidField('entity_id', `Driver ${driverName(driver)} is not active`);
  if (ride.row.driverId === driver.id) {
    throw invalidField(
      'entity_id',
      `Ride ${ride.row.id} is already ${describeRideState({ ...ride.row, driver })}`,
    );
  }
  await closeAssignment(ctx.tx, ride.row.id);
  await openAssignment(ctx.tx, ride.row.id, driver.id, ctx.caller.adminId);
  const body = ride.driver
    ? `Switched from ${driverName(ride.driver)} to ${driverName(driver)}`
    : `Assigned to ${driverName(driver)}`;
  return applyChange(ctx, ride, {
    patch: {
      status: 'assigned',
      driverId: driver.id,
      carId: driver.carId,
      fleetId: driver.fleetId,
      driverConfirmed: false,
      ...NO_ETA,
    },
    eventType: 'confirm',
    body,
    auditAction: action === 'switch' ? 'ride.switched' : 'ride.assigned',
    realtime: ['assigned'],
    driver: { id: driver.id, firstName: driver.firstName, lastName: driver.lastName },
  });
}

/** Back to pending without a driver, so it can be dispatched again; the reason goes to the log. */
export async function reviveLocked(
  ctx: ChangeContext,
  ride: LockedRide,
  reason: string,
  newTripId: string | undefined,
  actor: RideActor,
) {
  assertAllowed('revive', ride, actor);
  if (reviveNeedsNewTripId(forActions(ride)) && !newTripId?.trim()) {
    throw invalidField('new_trip_id', MESSAGES.newTripIdRequired);
  }
  await closeAssignment(ctx.tx, ride.row.id);
  const from = ride.driver ? ` (taken from ${driverName(ride.driver)})` : '';
  return applyChange(ctx, ride, {
    patch: {
      status: 'pending',
      driverId: null,
      carId: null,
      fleetId: null,
      driverConfirmed: false,
      arrivedAt: null,
      actualPickupAt: null,
      pickedUpAt: null,
      actualDropoffAt: null,
      ...NO_ETA,
      ...(newTripId ? { newTripId } : {}),
    },
    eventType: 'revive',
    body: `Revived from ${RIDE_STATUS_LABELS[ride.row.status]}${from}: ${reason}`,
    auditAction: 'ride.revived',
    realtime: ['revived'],
    driver: null,
  });
}
