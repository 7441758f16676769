import { randomUUID } from 'node:crypto';
import { type DeliveryStatus, WEBHOOK_EVENT_UPDATED_ACTION } from '@fleetdesk/contract';
import { type BrokerApiKey, isBrokerApiKey } from '../../platform/adapters/brokers';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import {
  claimDelivery,
  findRideChangeLines,
  type RideChangeLine,
  setDeliveryStatus,
  takeStrandedDeliveries,
} from './delivery-queries';
import { exchangeName, RIDE_CHANGE_TYPE } from './names';
import { insertEvent } from './queries';

export const DELIVERY_JOB = 'broker-webhook-delivery';
export const DELIVERY_SWEEP_JOB = 'broker-webhook-sweep';
/** Seven tries over about an hour (30 s, then doubling), then the dead letter until someone replays. */
const DELIVERY_RETRY_LIMIT = 6;
const DELIVERY_RETRY_DELAY_SECONDS = 30;
/** How long a send may hold a delivery past the broker timeout before another process may take it. */
const LEASE_MARGIN_MS = 30_000;
/** Deliveries a worker takes per poll: a queue of a thousand goes out in seconds, not a thousand polls. */
const DELIVERY_BATCH = 50;
/** Ride log lines and stranded deliveries taken per sweep (a minute's worth is far less). */
const SWEEP_BATCH = 2000;

export interface DeliveryJobData {
  eventId: number;
  /**
   * The delivery's generation when the job was queued (decision 198): the job may send the delivery and
   * give it up only while it is still that one. Jobs queued before the column existed carry none: 0.
   */
  generation?: number;
}

type DeliveryDeps = Pick<ModuleDeps, 'db' | 'brokers' | 'config' | 'realtime' | 'jobs' | 'log'>;

export function createDeliveries(deps: DeliveryDeps) {
  const { db, brokers, realtime, jobs } = deps;
  const announce = (eventId: number, status: DeliveryStatus) =>
    realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, { event_id: eventId, delivery_status: status });

  /** Puts deliveries on the queue; a lost send is found again by the sweep (still `queued`). */
  async function queue(queued: readonly Required<DeliveryJobData>[]) {
    for (const data of queued) await jobs.send<DeliveryJobData>(DELIVERY_JOB, data);
  }

  /**
   * One send of a delivery, with its event's idempotency key, so a resend after a crash (sent, but not
   * recorded) is acted on once by the broker. A delivery someone else holds, or already delivered, is
   * left alone. A broker that does not take it, or an adapter that throws: the delivery waits as
   * `retrying`, the job throws and pg-boss tries again later. A job of a generation replayed since
   * sends nothing: the replay's job owns the delivery.
   */
  async function deliver(eventId: number, generation = 0) {
    const leaseMs = deps.config.brokers.timeoutMs + LEASE_MARGIN_MS;
    const event = await claimDelivery(db, eventId, generation, leaseMs);
    if (!event) return;
    if (!isBrokerApiKey(event.broker) || !event.idempotencyKey) {
      await setDeliveryStatus(db, event.id, 'dead');
      return announce(event.id, 'dead');
    }
    const data = event.data as { reference_id: string } & Record<string, unknown>;
    const { idempotencyKey } = event;
    const answer = await brokers
      .api(event.broker as BrokerApiKey)
      .then((api) =>
        api.notify({ referenceId: data.reference_id, type: event.type, body: data, idempotencyKey }),
      )
      .catch(async (error: unknown) => {
        // An adapter that throws (not configured, a body cut off) must not leave the delivery held:
        // pg-boss's retry comes within the lease and would find it taken, and it would never go dead.
        await setDeliveryStatus(db, event.id, 'retrying');
        announce(event.id, 'retrying');
        throw error;
      });
    const status = answer.ok ? 'delivered' : 'retrying';
    await setDeliveryStatus(db, event.id, status);
    announce(event.id, status);
    if (!answer.ok) throw new Error(`${event.name} was not delivered: ${answer.error}`);
  }

  /**
   * The last try of the job's generation failed: the delivery waits as dead until someone presses
   * Replay. A Replay pressed meanwhile (while this job retried, or in the gap before its dead-letter copy
   * ran) moved the delivery on, and its own job's outcome ends it.
   */
  async function giveUp(eventId: number, generation = 0) {
    if (await setDeliveryStatus(db, eventId, 'dead', generation)) announce(eventId, 'dead');
  }

  /** New notifications from the broker rides' log, committed with the cursor that found them. */
  async function createNotifications(): Promise<Required<DeliveryJobData>[]> {
    return db.transaction(async (tx) => {
      const lines = await findRideChangeLines(tx, SWEEP_BATCH);
      const created: Required<DeliveryJobData>[] = [];
      for (const line of lines) {
        const event = await insertEvent(tx, notificationOf(line));
        created.push({ eventId: event.id, generation: event.deliveryGeneration });
      }
      return created;
    });
  }

  /** Every minute: notifications of new ride changes, and deliveries a stopped process left behind. */
  async function sweep() {
    await queue(await createNotifications());
    const stranded = await takeStrandedDeliveries(db, SWEEP_BATCH);
    if (stranded.length > 0) deps.log.warn(`webhooks: ${stranded.length} stranded deliveries queued again`);
    await queue(stranded);
  }

  return { queue, deliver, giveUp, sweep };
}

/** The notification a broker gets of one line of its ride's log. */
function notificationOf(line: RideChangeLine) {
  return {
    direction: 'outbound' as const,
    broker: line.broker,
    type: RIDE_CHANGE_TYPE,
    name: exchangeName(line.broker, `ride ${line.eventType.replace(/_/g, ' ')}`, line.referenceId),
    data: {
      reference_id: line.referenceId,
      ride_id: line.rideId,
      event: line.eventType,
      status: line.status,
      note: line.body,
      at: line.at.toISOString(),
    },
    idempotencyKey: randomUUID(),
    rideId: line.rideId,
    deliveryStatus: 'queued' as const,
    sourceRideEventId: line.rideEventId,
  };
}

export function deliveryJobs(deps: DeliveryDeps): JobDefinition<object>[] {
  const deliveries = createDeliveries(deps);
  const deliver: JobDefinition<DeliveryJobData> = {
    name: DELIVERY_JOB,
    retryLimit: DELIVERY_RETRY_LIMIT,
    retryDelaySeconds: DELIVERY_RETRY_DELAY_SECONDS,
    batchSize: DELIVERY_BATCH,
    handle: ({ eventId, generation }) => deliveries.deliver(eventId, generation),
    onGiveUp: ({ eventId, generation }) => deliveries.giveUp(eventId, generation),
  };
  const sweep: JobDefinition<object> = {
    name: DELIVERY_SWEEP_JOB,
    cron: '* * * * *',
    // The next minute's run is the retry.
    retryLimit: 0,
    handle: () => deliveries.sweep(),
  };
  return [deliver as JobDefinition<object>, sweep];
}
