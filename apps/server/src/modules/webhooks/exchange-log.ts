import { WEBHOOK_EVENT_UPDATED_ACTION } from '@fleetdesk/contract';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';
import type { BrokerExchange } from '../../platform/adapters/brokers';
import type { Realtime } from '../../platform/realtime';
import { exchangeName, rideActionType } from './names';
import { findBrokerCompany, insertAttempt, type NewAttempt, upsertEvent } from './queries';

async function rideOfTrip(db: DbOrTx, companyId: number | undefined, referenceId: string) {
  if (companyId === undefined) return null;
  const [row] = await db
    .select({ id: rides.id })
    .from(rides)
    .where(and(eq(rides.companyId, companyId), eq(rides.referenceId, referenceId)))
    .limit(1);
  return row?.id ?? null;
}

/** What the attempt shows of an answer: the broker's body, or our words when none came. */
function attemptOf(exchange: BrokerExchange): Omit<NewAttempt, 'eventId' | 'name' | 'vendorId'> {
  const { answer } = exchange;
  const outcome = answer.httpStatus === null ? 'no answer' : `HTTP ${answer.httpStatus}`;
  return {
    method: exchange.method,
    link: exchange.url,
    headers: exchange.headers,
    payload: exchange.payload,
    response: answer.response ?? { error: answer.error },
    responseTime: exchange.elapsedMs,
    responseStatusCode: answer.httpStatus,
    exception: answer.ok ? null : answer.error,
    status: answer.ok ? 'succeeded' : 'failed',
    vendorStatus: answer.ok ? 'success' : 'failed',
    type: 'outbound',
    trace: `${exchange.method} ${exchange.url} → ${outcome} in ${exchange.elapsedMs} ms (Idempotency-Key ${exchange.idempotencyKey})`,
  };
}

/**
 * The webhooks log's observer of the broker adapter: every outbound call becomes an attempt of the event
 * of its idempotency key. A ride action's first call creates its event; its retries (the same key) add
 * attempts to it. A delivery's event exists before its first send.
 */
export function createExchangeLog(db: Db, realtime: Realtime) {
  return async function recordExchange(exchange: BrokerExchange): Promise<void> {
    const company = await findBrokerCompany(db, exchange.broker);
    const isDelivery = exchange.kind === 'notify';
    const event = await db.transaction(async (tx) => {
      const found = await upsertEvent(tx, {
        direction: 'outbound',
        broker: exchange.broker,
        type: rideActionType(exchange.kind),
        name: exchangeName(exchange.broker, exchange.kind, exchange.referenceId),
        data: exchange.payload ?? {},
        idempotencyKey: exchange.idempotencyKey,
        rideId: isDelivery ? null : await rideOfTrip(tx, company?.id, exchange.referenceId),
      });
      await insertAttempt(tx, {
        ...attemptOf(exchange),
        eventId: found.id,
        name: found.name,
        vendorId: company?.vendorId ?? null,
      });
      return found;
    });
    realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, {
      event_id: event.id,
      delivery_status: event.deliveryStatus,
    });
  };
}
