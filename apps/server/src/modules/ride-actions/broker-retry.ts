import { BROKER_NAMES } from '@fleetdesk/contract';
import type { BrokerApiKey } from '../../platform/adapters/brokers';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { askBroker, settleBrokerCall } from './broker-calls';
import { createPublisher } from './publish';
import { findBrokerCall } from './queries';

export const RETRY_BROKER_CALL_JOB = 'broker-call-retry';
/** The first retry of an unanswered broker call; later ones back off (pg-boss doubles the wait). */
export const BROKER_RETRY_AFTER_SECONDS = 30;
/** Six tries over about half an hour, then the job waits in the dead-letter queue for a person. */
const RETRY_LIMIT = 5;

type RetryDeps = Pick<ModuleDeps, 'db' | 'brokers' | 'realtime'>;

/**
 * Asks the broker again about a call whose answer never came, with the same idempotency key (so the
 * broker acts at most once), then applies or records its answer like the request would have. Still no
 * answer: throws, and pg-boss tries again later.
 */
export async function retryBrokerCall(deps: RetryDeps, callId: number): Promise<void> {
  const call = await findBrokerCall(deps.db, callId);
  if (!call || call.outcome !== 'unknown') return;
  const answer = await askBroker(deps.brokers, call);
  const settled = await settleBrokerCall(deps.db, call, answer, { adminId: call.adminId });
  if (settled.outcome === 'unknown') {
    const name = BROKER_NAMES[call.broker as BrokerApiKey] ?? call.broker;
    throw new Error(`${name} still gave no answer to call ${call.id} (ride ${call.rideId}): ${answer.error}`);
  }
  if (settled.outcome === 'succeeded') await createPublisher(deps.db, deps.realtime)(settled.changes);
}

export function retryBrokerCallJob(deps: RetryDeps): JobDefinition<{ callId: number }> {
  return {
    name: RETRY_BROKER_CALL_JOB,
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: BROKER_RETRY_AFTER_SECONDS,
    handle: ({ callId }) => retryBrokerCall(deps, callId),
  };
}
