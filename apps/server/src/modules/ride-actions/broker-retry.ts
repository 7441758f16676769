import { BROKER_NAMES } from '@fleetdesk/contract';
import type { BrokerApiKey } from '../../platform/adapters/brokers';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { createPublisher } from '../rides/publish';
import { askBroker, settleBrokerCall } from './broker-calls';
import { findBrokerCall, markAbandonedClaimsUnknown } from './queries';

export const RETRY_BROKER_CALL_JOB = 'broker-call-retry';
/** The first retry of an unanswered broker call; later ones back off (pg-boss doubles the wait). */
export const BROKER_RETRY_AFTER_SECONDS = 30;
/** Six tries over about half an hour, then the job waits in the dead-letter queue for a person. */
const RETRY_LIMIT = 5;

type RetryDeps = Pick<ModuleDeps, 'db' | 'brokers' | 'realtime' | 'fileLinks'>;

/**
 * Asks the broker again about a call whose answer never came, with the same idempotency key (so the
 * broker acts at most once), then applies or records its answer like the request would have. Still no
 * answer: throws, and pg-boss tries again later.
 */
export async function retryBrokerCall(deps: RetryDeps, callId: number): Promise<void> {
  const call = await findBrokerCall(deps.db, callId);
  if (call?.outcome !== 'unknown') return;
  const answer = await askBroker(deps.brokers, call);
  const settled = await settleBrokerCall(deps.db, call, answer, { adminId: call.adminId });
  if (settled.outcome === 'unknown') {
    const name = BROKER_NAMES[call.broker as BrokerApiKey] ?? call.broker;
    throw new Error(`${name} still gave no answer to call ${call.id} (ride ${call.rideId}): ${answer.error}`);
  }
  if (settled.outcome === 'succeeded')
    await createPublisher(deps.db, deps.realtime, deps.fileLinks)(settled.changes);
}

export const SWEEP_ABANDONED_CLAIMS_JOB = 'broker-calls-sweep';
/** A claim still pending this long after the broker timeout was left by a process that died. */
const ABANDONED_AFTER_TIMEOUT_MS = 60_000;

/** Asks again about the calls a stopped process left without an answer. */
export async function sweepAbandonedClaims(deps: RetryDeps & Pick<ModuleDeps, 'config' | 'log'>) {
  const olderThan = new Date(Date.now() - deps.config.brokers.timeoutMs - ABANDONED_AFTER_TIMEOUT_MS);
  for (const callId of await markAbandonedClaimsUnknown(deps.db, olderThan)) {
    // One broker still silent must not keep the others from being asked. That call stays `unknown`
    // (like one whose retry job ran out of tries) and the log names it for a person to settle.
    await retryBrokerCall(deps, callId).catch((e: Error) =>
      deps.log.warn(`broker call ${callId}: ${e.message}`),
    );
  }
}

export function retryBrokerCallJob(deps: RetryDeps): JobDefinition<{ callId: number }> {
  return {
    name: RETRY_BROKER_CALL_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: BROKER_RETRY_AFTER_SECONDS,
    handle: ({ callId }) => retryBrokerCall(deps, callId),
  };
}

export function sweepAbandonedClaimsJob(
  deps: Parameters<typeof sweepAbandonedClaims>[0],
): JobDefinition<object> {
  return {
    name: SWEEP_ABANDONED_CLAIMS_JOB,
    cron: '*/5 * * * *',
    // The next run is the retry.
    retryLimit: 0,
    handle: () => sweepAbandonedClaims(deps),
  };
}
