import {
  API_BASE,
  BROKER_SIGNATURE_HEADER,
  WEBHOOK_EVENT_UPDATED_ACTION,
  webhooks,
} from '@fleetdesk/contract';
import type { FastifyRequest } from 'fastify';
import { checkBrokerSignature, type SignatureCheck } from '../../platform/adapters/brokers';
import { AppError } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { countEvent } from '../../platform/rate-limit';
import { createPublisher } from '../rides/publish';
import { applyBrokerEvent } from './inbound-apply';
import { exchangeName } from './names';
import {
  findBrokerCompany,
  findEventByKey,
  insertAttempt,
  insertEvent,
  insertEventOnce,
  type NewAttempt,
  saveAnswer,
} from './queries';

type Body = webhooks.BrokerInboundBody;
type Broker = 'sentry' | 'sentry2' | 'arro';

/** Refused calls logged per broker and minute: anyone can call, so past this they are refused unlogged. */
export const REFUSED_LOG_LIMIT = 60;
const REFUSED_LOG_WINDOW_SECONDS = 60;

const { WEBHOOKS_MESSAGES } = webhooks;
const REFUSALS: Record<Exclude<SignatureCheck, 'ok'>, string> = {
  missing: WEBHOOKS_MESSAGES.signatureMissing,
  mismatch: WEBHOOKS_MESSAGES.signatureMismatch,
  stale: WEBHOOKS_MESSAGES.signatureStale,
};

export interface InboundRequest {
  broker: Broker;
  body: Body;
  raw: { body: Buffer; headers: FastifyRequest['headers'] };
  started: number;
}

/** The headers an attempt shows: the signature is kept (it is checked, not secret), nothing else sensitive. */
function shownHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const kept = ['content-type', 'user-agent', BROKER_SIGNATURE_HEADER, 'x-request-id'];
  return Object.fromEntries(
    kept.flatMap((name) => (typeof headers[name] === 'string' ? [[name, headers[name] as string]] : [])),
  );
}

/**
 * A broker's signed call (decision 122): the signature is checked over the exact bytes received; a bad
 * one is refused (403) and logged, up to `REFUSED_LOG_LIMIT` a minute per broker (anyone can call). A
 * good one is applied once per broker event id: the event row (unique per broker and id) is written in
 * the same transaction as the ride change, so a resend — even one racing the first — waits for it and is
 * answered with the first answer, changing nothing.
 */
export function createInbound(deps: Pick<ModuleDeps, 'db' | 'config' | 'realtime' | 'fileLinks' | 'log'>) {
  const { db, realtime } = deps;
  const publish = createPublisher(db, realtime, deps.fileLinks);

  async function receive(request: InboundRequest) {
    const { broker, body, raw } = request;
    const secret = deps.config.brokers.secrets[broker];
    if (!secret) throw new AppError('unavailable', WEBHOOKS_MESSAGES.inboundNotConfigured);
    const company = await findBrokerCompany(db, broker);
    if (!company) throw new AppError('unavailable', WEBHOOKS_MESSAGES.inboundNotConfigured);
    const header = raw.headers[BROKER_SIGNATURE_HEADER];
    const check = checkBrokerSignature(secret, typeof header === 'string' ? header : undefined, raw.body);
    const name = exchangeName(broker, body.type.replace('trip.', 'trip '), body.trip.reference_id);
    const attempt = (status: number, answer: unknown, trace: string): Omit<NewAttempt, 'eventId'> => ({
      name,
      method: 'POST',
      link: `${API_BASE}/brokers/${broker}/events`,
      headers: shownHeaders(raw.headers),
      payload: body,
      response: answer,
      responseTime: Math.round(performance.now() - request.started),
      responseStatusCode: status,
      exception: status >= 400 ? String((answer as { message?: unknown }).message ?? '') : null,
      status: status < 400 ? 'succeeded' : 'failed',
      vendorStatus: status < 400 ? 'success' : 'failed',
      vendorId: company.vendorId,
      type: 'inbound',
      trace,
    });
    const base = { direction: 'inbound' as const, broker, type: body.type, name, data: body };

    if (check !== 'ok') {
      const message = REFUSALS[check];
      const refused = await countEvent(db, `webhooks:refused:${broker}`, REFUSED_LOG_WINDOW_SECONDS);
      if (refused > REFUSED_LOG_LIMIT) {
        // Said once a window: a line per call would move the flood into the server's log.
        if (refused === REFUSED_LOG_LIMIT + 1)
          deps.log.warn(
            `webhooks: more than ${REFUSED_LOG_LIMIT} refused ${broker} calls this minute; not logged`,
          );
        throw new AppError('forbidden', message);
      }
      const event = await db.transaction(async (tx) => {
        // Unverified: no idempotency key, so a forged call can never stand in for the broker's event.
        const row = await insertEvent(tx, { ...base, answerStatus: 403, answer: { message } });
        await insertAttempt(tx, { ...attempt(403, { message }, `refused: ${message}`), eventId: row.id });
        return row;
      });
      realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, { event_id: event.id, delivery_status: null });
      throw new AppError('forbidden', message);
    }

    const first = await db.transaction(async (tx) => {
      const inserted = await insertEventOnce(tx, { ...base, idempotencyKey: body.event_id });
      if (!inserted) return null;
      const applied = await applyBrokerEvent(tx, broker, company, body);
      const answer = {
        status_code: applied.status_code,
        message: applied.message,
        event_id: inserted.id,
        ride_id: applied.ride_id,
      };
      await saveAnswer(tx, inserted.id, { status: 200, body: answer, rideId: applied.ride_id });
      await insertAttempt(tx, {
        ...attempt(200, answer, `applied: ${applied.message}`),
        eventId: inserted.id,
      });
      return { answer, changes: applied.changes, eventId: inserted.id };
    });
    if (first) {
      await publish(first.changes);
      realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, { event_id: first.eventId, delivery_status: null });
      return first.answer;
    }
    return answerResend(broker, body, attempt);
  }

  /** A resend of an event id already applied: the first answer again, one more attempt in the log. */
  async function answerResend(
    broker: Broker,
    body: Body,
    attempt: (s: number, a: unknown, t: string) => Omit<NewAttempt, 'eventId'>,
  ) {
    const event = await findEventByKey(db, 'inbound', broker, body.event_id);
    if (!event?.answer)
      throw new AppError('conflict', `Event ${body.event_id} is being applied; send it again later.`);
    const trace = `resend of ${body.event_id}: answered as the first time, nothing changed`;
    await insertAttempt(db, {
      ...attempt(event.answerStatus ?? 200, event.answer, trace),
      eventId: event.id,
    });
    realtime.emit(WEBHOOK_EVENT_UPDATED_ACTION, { event_id: event.id, delivery_status: null });
    return event.answer as { status_code: number; message: string; event_id: number; ride_id: number | null };
  }

  return { receive };
}
