import {
  MESSAGES,
  type RideActor,
  type RideStatus,
  type RideUpdateBody,
  reviveReasonField,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { AppError, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import type { RideChange } from '../rides/publish';
import { createPublisher, loadRideFor } from '../rides/publish';
import { createBrokerActions } from './broker-actions';
import { editRide } from './edit';
import { actorOf, assertCancelledHere, assertInReach, assertNoEditOfOpenRide, assertVersion } from './guards';
import { findDriverWithCar, findUpcomingRideIds, type LockedRide, lockRide } from './queries';
import { releaseNextDayRides } from './release';
import {
  type AssignStatus,
  assignActionFor,
  dangerousFieldsMessage,
  forbiddenEditFields,
  isAssignStatus,
} from './rules';
import { assignDriver, changeStatus, checkStatusNote, reviveLocked } from './steps';

/** revive-all reaches back this far: a ride still running late from earlier today is the driver's too. */
const REVIVE_ALL_LOOKBACK_MS = 12 * 3600 * 1000;

/** Dangerous fields need their key in the ride's company (the actor's keys). */
function checkEditRights(actor: RideActor, body: RideUpdateBody) {
  const mayEdit = !actor.isFleet && actor.permissions.includes('rides.update-dangerous-fields');
  const fields = forbiddenEditFields(body, mayEdit);
  if (fields.length === 0) return;
  const why = ['Needs the rides.update-dangerous-fields permission'];
  throw new AppError(
    'forbidden',
    dangerousFieldsMessage(fields),
    Object.fromEntries(fields.map((f) => [f, why])),
  );
}

/** What the status part of POST /rides/{id} asks for, checked before anything is locked. */
function readIntent(caller: Caller, body: RideUpdateBody) {
  const assigning = body.entity_id !== undefined || isAssignStatus(body.status);
  if (assigning) {
    if (body.entity_id === undefined) throw invalidField('entity_id', MESSAGES.selectDriver);
    if (body.status !== undefined && !isAssignStatus(body.status)) {
      throw invalidField(
        'status',
        'A driver is assigned with status confirm, assign_driver, switch_driver or assigned',
      );
    }
    const spelling = isAssignStatus(body.status) ? body.status : undefined;
    return { kind: 'assign', driverId: body.entity_id, spelling } as const;
  }
  const target = body.status as RideStatus | undefined;
  if (target === undefined) return { kind: 'none' } as const;
  if (target === 'pending') {
    const reason = reviveReasonField.safeParse(body.note);
    if (!reason.success) throw invalidField('note', reason.error.issues[0]?.message ?? MESSAGES.required);
    return { kind: 'revive', reason: reason.data } as const;
  }
  return { kind: 'status', target, note: checkStatusNote(target, body.note, caller.isFleet) } as const;
}

/** The driver and the action (assign or switch) an assignment runs on the ride as locked. */
function assignRequest(
  intent: { driverId: number; spelling: AssignStatus | undefined },
  ride: LockedRide,
  body: RideUpdateBody,
) {
  const action = assignActionFor(ride.row.status, intent.spelling, body.updated_at !== undefined);
  return { driverId: intent.driverId, action };
}

export function createRideActionsService({
  db,
  realtime,
  brokers,
  jobs,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'brokers' | 'jobs' | 'fileLinks'>) {
  const publish = createPublisher(db, realtime, fileLinks);
  const brokerActions = createBrokerActions({ db, brokers, jobs, fileLinks, publish });

  async function updateRide(caller: Caller, scope: FleetScope, id: number, body: RideUpdateBody, ip: string) {
    const intent = readIntent(caller, body);
    const changes = await db.transaction(async (tx) => {
      const ctx = { tx, caller, ip };
      const ride = assertInReach(await lockRide(tx, id), scope);
      const actor = actorOf(caller, ride);
      checkEditRights(actor, body);
      assertNoEditOfOpenRide(ride, scope, body);
      assertVersion(body.updated_at, ride);
      if (intent.kind === 'status') assertCancelledHere(ride, intent.target, actor);
      const edited = await editRide(ctx, ride, body);
      const step =
        intent.kind === 'assign'
          ? await assignDriver(ctx, edited.ride, assignRequest(intent, ride, body), actor, scope)
          : intent.kind === 'revive'
            ? await reviveLocked(ctx, edited.ride, intent.reason, body.new_trip_id, actor)
            : intent.kind === 'status'
              ? await changeStatus(ctx, edited.ride, intent.target, intent.note, actor)
              : null;
      return [...edited.changes, ...(step?.changes ?? [])];
    });
    await publish(changes);
    const message = intent.kind === 'assign' ? MESSAGES.assignedRide : rideUpdatedMessage(id);
    return { ride: await loadRideFor(db, fileLinks, id, caller), message };
  }

  async function revive(
    caller: Caller,
    scope: FleetScope,
    id: number,
    body: { reason: string; new_trip_id?: string; updated_at?: string },
    ip: string,
  ) {
    const changes = await db.transaction(async (tx) => {
      const ride = assertInReach(await lockRide(tx, id), scope);
      assertVersion(body.updated_at, ride);
      const actor = actorOf(caller, ride);
      return (await reviveLocked({ tx, caller, ip }, ride, body.reason, body.new_trip_id, actor)).changes;
    });
    await publish(changes);
    return { ride: await loadRideFor(db, fileLinks, id, caller), message: MESSAGES.removedRide };
  }

  /**
   * Revives each ride in its own transaction, so one refusal does not stop the others. The bulk calls
   * carry no updated_at: the dispatcher chose "these rides, whatever they are doing now".
   */
  async function reviveEach(
    caller: Caller,
    scope: FleetScope,
    ids: readonly number[],
    reason: string,
    ip: string,
    stillWanted: (ride: LockedRide) => boolean = () => true,
  ) {
    const revived: number[] = [];
    const failed: { id: number; message: string }[] = [];
    const changes: RideChange[] = [];
    for (const id of ids) {
      try {
        const step = await db.transaction(async (tx) => {
          const ride = assertInReach(await lockRide(tx, id), scope);
          if (!stillWanted(ride)) throw new AppError('conflict', `Ride ${id} was changed meanwhile`);
          return reviveLocked({ tx, caller, ip }, ride, reason, undefined, actorOf(caller, ride));
        });
        revived.push(id);
        changes.push(...step.changes);
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
        failed.push({ id, message: e.message });
      }
    }
    await publish(changes);
    return { revived, failed };
  }

  async function reviveMultiple(
    caller: Caller,
    scope: FleetScope,
    ids: readonly number[],
    reason: string,
    ip: string,
  ) {
    const result = await reviveEach(caller, scope, [...new Set(ids)], reason, ip);
    const message =
      result.failed.length === 0
        ? MESSAGES.removedRide
        : `${result.revived.length} of ${result.revived.length + result.failed.length} rides revived`;
    return { ...result, message };
  }

  /** A facility user revives the driver's rides of their own companies only. */
  async function reviveAll(caller: Caller, scope: FleetScope, driverId: number, reason: string, ip: string) {
    const driver = await findDriverWithCar(db, driverId);
    if (!driver) throw notFound('Driver');
    const since = new Date(Date.now() - REVIVE_ALL_LOOKBACK_MS);
    const ids = await findUpcomingRideIds(db, driverId, since, scope.companyIds);
    const result = await reviveEach(
      caller,
      scope,
      ids,
      reason,
      ip,
      ({ row }) => row.driverId === driverId && (row.status === 'assigned' || row.status === 'accepted'),
    );
    const message =
      result.failed.length === 0
        ? MESSAGES.allRidesCancelled
        : `${result.revived.length} of ${ids.length} rides revived`;
    return { ...result, message };
  }

  const releaseNextDay = (caller: Caller, ip: string) => releaseNextDayRides(db, caller, ip, publish);

  return { updateRide, revive, reviveMultiple, reviveAll, releaseNextDay, ...brokerActions };
}
