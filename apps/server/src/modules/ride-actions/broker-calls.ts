import { randomUUID } from 'node:crypto';
import {
  BROKER_NAMES,
  type RideActionKey,
  type RideActor,
  type RideStatus,
  rideActionRefusal,
} from '@fleetdesk/contract';
import type { Db, DbOrTx } from '../../db/client';
import type { BrokerAction, BrokerAnswer, BrokerApiKey, Brokers } from '../../platform/adapters/brokers';
import { writeAudit } from '../../platform/audit';
import { AppError } from '../../platform/errors';
import type { RideChange } from '../rides/publish';
import { applyChange, type ChangeAuthor } from './change';
import { forActions } from './guards';
import {
  type BrokerCallRow,
  findBrokerCall,
  findOpenBrokerCall,
  insertBrokerCall,
  insertRideEvent,
  type LockedRide,
  lockRide,
  recordBrokerAnswer,
} from './queries';
import { changeStatus } from './steps';

/**
 * What a broker's yes does to the ride, decided when the call is claimed and kept on the call, so a
 * retry job applies the same decision later.
 */
export interface BrokerPlan {
  /** For a cancel: the status our ride takes and the note for its log. */
  cancel?: { status: RideStatus; note: string | undefined };
  /** Who decided, with the keys the actions table saw then. */
  actor: { isFleet: boolean; permissions: readonly string[] };
}

export const ACTION_KEY: Record<BrokerAction, RideActionKey> = {
  cancel: 'cancel',
  reject: 'reject',
  take: 'take',
};
export const PAST_TENSE: Record<BrokerAction, string> = {
  cancel: 'cancelled',
  reject: 'rejected',
  take: 'taken',
};

/** How a call ended: the ride changed, the broker said no, the ride had moved on, or no answer yet. */
export type Settled =
  | { outcome: 'succeeded'; answer: BrokerAnswer; changes: RideChange[] }
  | { outcome: 'refused'; answer: BrokerAnswer }
  | { outcome: 'not_applied'; answer: BrokerAnswer; reason: string }
  | { outcome: 'unknown'; answer: BrokerAnswer };

const nameOf = (call: BrokerCallRow) => BROKER_NAMES[call.broker as BrokerApiKey] ?? call.broker;
const recorded = (answer: BrokerAnswer) => ({
  statusCode: answer.httpStatus,
  response: answer.response ?? { error: answer.error },
});

/**
 * Step 1, inside the caller's short transaction that holds the ride's lock: records the call as
 * `pending` with a fresh idempotency key. While it (or an unanswered one) is open, another broker call
 * on the ride is refused with 409; other changes of the ride go on.
 */
export async function claimBrokerCall(
  tx: DbOrTx,
  ride: LockedRide,
  call: { broker: BrokerApiKey; action: BrokerAction; payload: Record<string, unknown>; referenceId: string },
  plan: BrokerPlan,
  adminId: number | null,
): Promise<BrokerCallRow> {
  const open = await findOpenBrokerCall(tx, ride.row.id);
  if (open) {
    const message = `Ride ${ride.row.id} is waiting for ${nameOf(open)}'s answer to an earlier ${open.action} call; try again once it has answered.`;
    throw new AppError('conflict', message);
  }
  return insertBrokerCall(tx, {
    rideId: ride.row.id,
    broker: call.broker,
    action: call.action,
    request: { reference_id: call.referenceId, ...call.payload },
    adminId,
    outcome: 'pending',
    idempotencyKey: randomUUID(),
    plan,
  });
}

/** Step 2, outside any transaction: asks the broker, with the call's idempotency key. */
export async function askBroker(brokers: Brokers, call: BrokerCallRow): Promise<BrokerAnswer> {
  const api = await brokers.api(call.broker as BrokerApiKey);
  const { reference_id: referenceId, ...body } = call.request as { reference_id: string };
  return api.call(call.action as BrokerAction, {
    referenceId,
    body,
    idempotencyKey: call.idempotencyKey as string,
  });
}

/** What the ride becomes once the broker said yes. */
function applyBrokerYes(author: ChangeAuthor, ride: LockedRide, call: BrokerCallRow, actor: RideActor) {
  const plan = call.plan as BrokerPlan;
  const name = nameOf(call);
  if (plan.cancel) {
    const note = [`Cancelled at ${name}`, plan.cancel.note].filter(Boolean).join(': ');
    return changeStatus(author, ride, plan.cancel.status, note, actor);
  }
  // A rejected trip goes back to the broker's marketplace; a taken one becomes ours to dispatch.
  const isReject = call.action === 'reject';
  return applyChange(author, ride, {
    patch: { isMarketplaceRide: isReject },
    eventType: 'update',
    body: isReject ? `Rejected back to ${name}` : `Taken from the ${name} marketplace`,
    auditAction: `ride.broker_${call.action}`,
    realtime: ['updated'],
  });
}

/** The broker said yes, but the ride no longer allows the action: nothing changes, the log says so. */
async function recordNotApplied(author: ChangeAuthor, call: BrokerCallRow, reason: string): Promise<void> {
  const body = `${nameOf(call)} accepted the ${call.action}, but the ride had changed meanwhile: ${reason}`;
  const { tx, caller, ip } = author;
  await insertRideEvent(tx, { rideId: call.rideId, eventType: 'update', adminId: caller.adminId, body });
  await writeAudit(tx, {
    adminId: caller.adminId,
    action: `ride.broker_${call.action}_not_applied`,
    entityType: 'ride',
    entityId: call.rideId,
    after: { broker_call_id: call.id, reason },
    ip,
  });
}

/**
 * Step 3: records the broker's answer. Without one (timeout, network, 5xx) the call becomes `unknown`
 * and the ride is untouched. With one, a short transaction locks the ride, checks the action still
 * applies to it as it is now, and applies a yes, all with the call's outcome. The caller publishes.
 */
export async function settleBrokerCall(
  db: Db,
  call: BrokerCallRow,
  answer: BrokerAnswer,
  who: { adminId: number | null; ip?: string },
): Promise<Settled> {
  if (!answer.settled) {
    await recordBrokerAnswer(db, call.id, 'unknown', recorded(answer));
    return { outcome: 'unknown', answer };
  }
  return db.transaction(async (tx): Promise<Settled> => {
    const ride = await lockRide(tx, call.rideId);
    const current = await findBrokerCall(tx, call.id);
    // Another run (a retry job) got here first: its outcome stands.
    if (!ride || !current || !['pending', 'unknown'].includes(current.outcome)) {
      throw new AppError('conflict', `The ${call.action} call ${call.id} was already answered.`);
    }
    if (!answer.ok) {
      await recordBrokerAnswer(tx, call.id, 'refused', recorded(answer));
      return { outcome: 'refused', answer };
    }
    const author = { tx, caller: { adminId: who.adminId }, ip: who.ip };
    const plan = call.plan as BrokerPlan;
    const actor: RideActor = { ...plan.actor, now: new Date() };
    const refusal = rideActionRefusal(ACTION_KEY[call.action as BrokerAction], forActions(ride), actor);
    if (refusal) {
      await recordNotApplied(author, call, refusal.message);
      await recordBrokerAnswer(tx, call.id, 'not_applied', recorded(answer));
      return { outcome: 'not_applied', answer, reason: refusal.message };
    }
    const step = await applyBrokerYes(author, ride, call, actor);
    await recordBrokerAnswer(tx, call.id, 'succeeded', recorded(answer));
    return { outcome: 'succeeded', answer, changes: step.changes };
  });
}
