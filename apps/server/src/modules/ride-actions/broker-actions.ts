import {
  BROKER_NAMES,
  MESSAGES,
  type RideActionKey,
  type RideStatus,
  rideUpdatedMessage,
} from '@fleetdesk/contract';
import type { Db } from '../../db/client';
import {
  type BrokerAction,
  type BrokerAnswer,
  type BrokerApiKey,
  type Brokers,
  isBrokerApiKey,
} from '../../platform/adapters/brokers';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { AppError, invalidField } from '../../platform/errors';
import { applyChange, type ChangeContext, type RideChange } from './change';
import { actorOf, assertAllowed, assertInReach, assertVersion } from './guards';
import { loadRideFor } from './publish';
import { type LockedRide, lockRide } from './queries';
import { changeStatus } from './steps';

/** One broker request as a route receives it. */
export interface BrokerRequest {
  broker: BrokerApiKey;
  action: BrokerAction;
  rideId: number;
  /** What the broker is sent besides the trip id. */
  payload: Record<string, unknown>;
  /** For a cancel: the status our ride takes once the broker accepted, and the note for its log. */
  cancel?: { status: RideStatus; note: string | undefined };
  updatedAt: string | undefined;
}

const ACTION_KEY: Record<BrokerAction, RideActionKey> = { cancel: 'cancel', reject: 'reject', take: 'take' };
const PAST_TENSE: Record<BrokerAction, string> = { cancel: 'cancelled', reject: 'rejected', take: 'taken' };

/** The broker's refusal, in words a dispatcher can act on; the ride is left as it was. */
function brokerFailure(request: BrokerRequest, answer: BrokerAnswer): AppError {
  const name = BROKER_NAMES[request.broker];
  const what = `${name} did not accept: ride ${request.rideId} was not ${PAST_TENSE[request.action]}`;
  return new AppError('bad_gateway', `${what}. ${answer.error}`, undefined, {
    broker_status_code: answer.statusCode,
  });
}

/** The ride must come from the broker whose call was made, and carry that broker's trip id. */
function assertBrokerRide(ride: LockedRide, broker: BrokerApiKey): string {
  const name = BROKER_NAMES[broker];
  if (!isBrokerApiKey(ride.companyBrokerKey) || ride.companyBrokerKey !== broker) {
    throw invalidField('id', `Ride ${ride.row.id} is not a ${name} ride`);
  }
  if (!ride.row.referenceId) throw invalidField('id', `Ride ${ride.row.id} has no ${name} trip id`);
  return ride.row.referenceId;
}

/** What the ride becomes once the broker said yes. */
async function applyBrokerOutcome(ctx: ChangeContext, ride: LockedRide, request: BrokerRequest) {
  const name = BROKER_NAMES[request.broker];
  if (request.cancel) {
    const note = [`Cancelled at ${name}`, request.cancel.note].filter(Boolean).join(': ');
    return changeStatus(ctx, ride, request.cancel.status, note, actorOf(ctx.caller));
  }
  // A rejected trip goes back to the broker's marketplace; a taken one becomes ours to dispatch.
  const isMarketplaceRide = request.action === 'reject';
  return applyChange(ctx, ride, {
    patch: { isMarketplaceRide },
    eventType: 'update',
    body: request.action === 'reject' ? `Rejected back to ${name}` : `Taken from the ${name} marketplace`,
    auditAction: `ride.broker_${request.action}`,
    realtime: ['updated'],
  });
}

/**
 * Cancel, reject and take through the ride's broker. The broker is asked while the ride is locked, so
 * nobody changes the ride in between; its answer is recorded in broker_calls either way, and only a
 * yes changes the ride.
 */
export function createBrokerActions(deps: {
  db: Db;
  brokers: Brokers;
  publish: (changes: readonly RideChange[]) => Promise<void>;
}) {
  const { db, brokers, publish } = deps;

  async function run(caller: Caller, scope: FleetScope, ip: string, request: BrokerRequest) {
    const api = await brokers.api(request.broker);
    const outcome = await db.transaction(async (tx) => {
      const ctx = { tx, caller, ip };
      const ride = assertInReach(await lockRide(tx, request.rideId), scope);
      assertVersion(request.updatedAt, ride, request.cancel !== undefined);
      const referenceId = assertBrokerRide(ride, request.broker);
      assertAllowed(ACTION_KEY[request.action], ride, actorOf(caller));
      const answer = await api.call(
        request.action,
        { rideId: ride.row.id, adminId: caller.adminId, referenceId, body: request.payload },
        tx,
      );
      // Commit the call record alone: the ride stays as it was.
      if (!answer.ok) return { answer, changes: [] as RideChange[] };
      const step = await applyBrokerOutcome(ctx, ride, request);
      return { answer, changes: step.changes };
    });
    if (!outcome.answer.ok) throw brokerFailure(request, outcome.answer);
    await publish(outcome.changes);
    return { statusCode: outcome.answer.statusCode ?? 200 };
  }

  /** Sentry's reasons for a user cancellation, as Sentry lists them now. */
  async function sentryCancelReasons() {
    const api = await brokers.api('sentry');
    try {
      return await api.cancelReasons();
    } catch (e) {
      const reason = e instanceof Error ? e.message : String(e);
      throw new AppError('bad_gateway', `Sentry's cancel reasons could not be loaded. ${reason}`);
    }
  }

  /** Runs the call, then answers with the ride as the caller sees it now. */
  async function answer(caller: Caller, scope: FleetScope, ip: string, request: BrokerRequest) {
    const { statusCode } = await run(caller, scope, ip, request);
    const message = request.action === 'reject' ? MESSAGES.rejectedRide : rideUpdatedMessage(request.rideId);
    return { ride: await loadRideFor(db, request.rideId, caller), message, status_code: statusCode };
  }

  async function sentryCancel(caller: Caller, scope: FleetScope, id: number, body: SentryCancel, ip: string) {
    // The reason must be one Sentry offers; its name goes into the ride's log.
    let reasonName: string | undefined;
    if (body.reason_id !== undefined) {
      const reason = (await sentryCancelReasons()).find((r) => r.id === body.reason_id);
      if (!reason) throw invalidField('reason_id', `Sentry has no cancel reason ${body.reason_id}`);
      reasonName = reason.name;
    }
    const note = [reasonName, body.note].filter(Boolean).join(' — ') || undefined;
    return answer(caller, scope, ip, {
      broker: 'sentry',
      action: 'cancel',
      rideId: id,
      payload: { status: body.status, reason_id: body.reason_id ?? null, note: body.note ?? null },
      cancel: { status: body.status, note },
      updatedAt: body.updated_at,
    });
  }

  /** Sentry 2 takes a status and a note; Arro a status and an optional reason. */
  function statusCancel(
    broker: 'sentry2' | 'arro',
    caller: Caller,
    scope: FleetScope,
    id: number,
    body: { status?: RideStatus; note?: string; updated_at?: string },
    ip: string,
  ) {
    if (body.status === undefined) throw invalidField('status', MESSAGES.selectStatus);
    const payload =
      broker === 'arro'
        ? { status: body.status, reason: body.note ?? null }
        : { status: body.status, note: body.note };
    return answer(caller, scope, ip, {
      broker,
      action: 'cancel',
      rideId: id,
      payload,
      cancel: { status: body.status, note: body.note },
      updatedAt: body.updated_at,
    });
  }

  /** Reject (any of the three) or take (Arro): no status change, so updated_at is optional. */
  function marketplaceMove(
    broker: BrokerApiKey,
    action: 'reject' | 'take',
    caller: Caller,
    scope: FleetScope,
    id: number,
    body: { reason?: string; updated_at?: string },
    ip: string,
  ) {
    const payload = body.reason ? { reason: body.reason } : {};
    return answer(caller, scope, ip, { broker, action, rideId: id, payload, updatedAt: body.updated_at });
  }

  return { sentryCancelReasons, sentryCancel, statusCancel, marketplaceMove };
}

type SentryCancel = {
  status: RideStatus;
  reason_id?: number;
  note?: string;
  updated_at?: string;
};
