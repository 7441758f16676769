import { BROKER_NAMES, MESSAGES, type RideStatus, rideUpdatedMessage } from '@fleetdesk/contract';
import type { Db } from '../../db/client';
import {
  type BrokerAction,
  type BrokerAnswer,
  type BrokerApiKey,
  type Brokers,
  isBrokerApiKey,
} from '../../platform/adapters/brokers';
import type { FileLinks } from '../../platform/adapters/storage';
import type { Caller, FleetScope } from '../../platform/auth/context';
import { AppError, invalidField } from '../../platform/errors';
import type { Jobs } from '../../platform/jobs';
import type { RideChange } from '../rides/publish';
import { loadRideFor } from '../rides/publish';
import { ACTION_KEY, askBroker, claimBrokerCall, PAST_TENSE, settleBrokerCall } from './broker-calls';
import { BROKER_RETRY_AFTER_SECONDS, RETRY_BROKER_CALL_JOB } from './broker-retry';
import { actorOf, assertAllowed, assertInReach, assertVersion } from './guards';
import { type LockedRide, lockRide } from './queries';

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

/** The broker's refusal, in words a dispatcher can act on; the ride is left as it was. */
function brokerFailure(request: BrokerRequest, answer: BrokerAnswer): AppError {
  const name = BROKER_NAMES[request.broker];
  const what = `${name} did not accept: ride ${request.rideId} was not ${PAST_TENSE[request.action]}`;
  return new AppError('bad_gateway', `${what}. ${answer.error}`, undefined, {
    broker_status_code: answer.statusCode,
  });
}

/** No answer: the ride is untouched for now, and a job asks again. 504 when the broker was too slow. */
function brokerSilence(request: BrokerRequest, answer: BrokerAnswer): AppError {
  const name = BROKER_NAMES[request.broker];
  const message =
    `Ride ${request.rideId} was not ${PAST_TENSE[request.action]} yet: ${answer.error}. ` +
    `The call is repeated automatically, and the ride changes if ${name} accepts.`;
  return new AppError(answer.timedOut ? 'gateway_timeout' : 'bad_gateway', message);
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

/**
 * Cancel, reject and take through the ride's broker, with no network call inside a transaction: a
 * short transaction checks the ride and claims the call (broker_calls, `pending`); the broker is asked
 * with the call's idempotency key; a second short transaction applies a yes if the ride still allows
 * it. No answer leaves the ride untouched, the call `unknown`, and a job asking again.
 */
export function createBrokerActions(deps: {
  db: Db;
  brokers: Brokers;
  jobs: Jobs;
  fileLinks: FileLinks;
  publish: (changes: readonly RideChange[]) => Promise<void>;
}) {
  const { db, brokers, jobs, fileLinks, publish } = deps;

  async function run(caller: Caller, scope: FleetScope, ip: string, request: BrokerRequest) {
    // An unconfigured broker answers 503 here, before anything is claimed.
    await brokers.api(request.broker);
    const call = await db.transaction(async (tx) => {
      const ride = assertInReach(await lockRide(tx, request.rideId), scope);
      assertVersion(request.updatedAt, ride);
      const referenceId = assertBrokerRide(ride, request.broker);
      const actor = actorOf(caller, ride);
      assertAllowed(ACTION_KEY[request.action], ride, actor);
      const plan = {
        cancel: request.cancel,
        actor: { isFleet: actor.isFleet, permissions: actor.permissions },
      };
      const { broker, action, payload } = request;
      return claimBrokerCall(tx, ride, { broker, action, payload, referenceId }, plan, caller.adminId);
    });
    const answer = await askBroker(brokers, call);
    const settled = await settleBrokerCall(db, call, answer, { adminId: caller.adminId, ip });
    switch (settled.outcome) {
      case 'unknown':
        await jobs.send(
          RETRY_BROKER_CALL_JOB,
          { callId: call.id },
          { startAfterSeconds: BROKER_RETRY_AFTER_SECONDS },
        );
        throw brokerSilence(request, answer);
      case 'refused':
        throw brokerFailure(request, answer);
      case 'not_applied': {
        const name = BROKER_NAMES[request.broker];
        throw new AppError(
          'conflict',
          `${name} accepted, but ride ${request.rideId} changed meanwhile: ${settled.reason}`,
        );
      }
      case 'succeeded':
        await publish(settled.changes);
        return { statusCode: answer.statusCode ?? 200 };
    }
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
    return {
      ride: await loadRideFor(db, fileLinks, request.rideId, caller),
      message,
      status_code: statusCode,
    };
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

  /** Reject (any of the three) or take (Arro). */
  function marketplaceMove(
    broker: BrokerApiKey,
    action: 'reject' | 'take',
    caller: Caller,
    scope: FleetScope,
    id: number,
    body: { status?: RideStatus; reason?: string; updated_at?: string },
    ip: string,
  ) {
    // Arro's reject and take carry a status or a reason (spec 1 §7): the broker hears what was sent.
    const payload = {
      ...(body.status ? { status: body.status } : {}),
      ...(body.reason ? { reason: body.reason } : {}),
    };
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
