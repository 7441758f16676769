import { BROKER_SIGNATURE_HEADER } from '@fleetdesk/contract';
import type { BrokerAction, BrokerAnswer, BrokerApi, BrokerApiKey, BrokerCall, CancelReason } from './broker';
import {
  type BrokerDelivery,
  type BrokerExchange,
  type BrokerExchangeKind,
  signBrokerBody,
} from './exchanges';
import { lookupTripStates } from './trip-status';

export interface HttpBrokerOptions {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
  /** The secret shared with the broker: notifications are signed with it (exchanges.ts). */
  secret?: string;
  /** Told of every outbound POST once it ended (the webhooks log). */
  onExchange?: (exchange: BrokerExchange) => Promise<void>;
}

const BROKER_NAMES: Record<BrokerApiKey, string> = { sentry: 'Sentry', sentry2: 'Sentry 2', arro: 'Arro' };

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : {};
  } catch {
    return text;
  }
}

/** The broker's words for a failure: its `error` or `message` field, else the HTTP status. */
function errorText(key: BrokerApiKey, httpStatus: number, body: unknown): string {
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 500);
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof error === 'string' && error) return error;
    if (typeof message === 'string' && message) return message;
  }
  return `${BROKER_NAMES[key]} answered HTTP ${httpStatus}`;
}

/**
 * A broker's HTTP JSON API: `POST {url}/rides/{reference_id}/{cancel|reject|take}` and
 * `GET {url}/cancel-reasons`, and `POST {url}/trips/status` (trip-status.ts). Success is an answer whose
 * `status_code` is 200.
 */
export function createHttpBroker(key: BrokerApiKey, options: HttpBrokerOptions): BrokerApi {
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = (json: boolean) => ({
    accept: 'application/json',
    ...(json ? { 'content-type': 'application/json' } : {}),
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  });

  async function send(url: string, sent: Record<string, string>, payload: string): Promise<BrokerAnswer> {
    let response: Response;
    let body: unknown;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: sent,
        body: payload,
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      // The body is part of the answer: cut off (hung up, or silent past the timeout) it is no answer,
      // and the broker may have acted, so the call must stay open for a resend with its key.
      body = await readBody(response);
    } catch (e) {
      const timedOut = e instanceof Error && e.name === 'TimeoutError';
      const reason = timedOut
        ? `no answer within ${options.timeoutMs} ms`
        : e instanceof Error
          ? e.message
          : String(e);
      const error = `${BROKER_NAMES[key]} could not be reached: ${reason}`;
      return {
        ok: false,
        settled: false,
        timedOut,
        httpStatus: null,
        statusCode: null,
        response: null,
        error,
      };
    }
    const statusCode =
      body && typeof body === 'object' && typeof (body as { status_code?: unknown }).status_code === 'number'
        ? (body as { status_code: number }).status_code
        : null;
    const ok = response.ok && statusCode === 200;
    return {
      ok,
      // A 5xx may come after the broker acted (or before): only asking again with the key tells.
      settled: response.status < 500,
      timedOut: false,
      httpStatus: response.status,
      statusCode,
      response: body,
      error: ok ? '' : errorText(key, response.status, body),
    };
  }

  /** A POST with the call's idempotency key, reported to the exchange observer once it ended. */
  async function post(kind: BrokerExchangeKind, url: string, request: BrokerCall): Promise<BrokerAnswer> {
    const payload = JSON.stringify(request.body);
    const signature: Record<string, string> =
      kind === 'notify' && options.secret
        ? { [BROKER_SIGNATURE_HEADER]: signBrokerBody(options.secret, payload) }
        : {};
    const sent = { ...headers(true), 'idempotency-key': request.idempotencyKey, ...signature };
    const started = performance.now();
    const answer = await send(url, sent, payload);
    const { authorization: _token, ...shown } = sent;
    await options.onExchange?.({
      broker: key,
      kind,
      referenceId: request.referenceId,
      method: 'POST',
      url,
      headers: shown,
      payload: request.body,
      idempotencyKey: request.idempotencyKey,
      answer,
      elapsedMs: Math.round(performance.now() - started),
    });
    return answer;
  }

  const call = (action: BrokerAction, request: BrokerCall) =>
    post(action, `${base}/rides/${encodeURIComponent(request.referenceId)}/${action}`, request);
  const notify = (delivery: BrokerDelivery) =>
    post('notify', `${base}/ride-events`, {
      referenceId: delivery.referenceId,
      idempotencyKey: delivery.idempotencyKey,
      body: { type: delivery.type, reference_id: delivery.referenceId, ...delivery.body },
    });

  async function cancelReasons(): Promise<CancelReason[]> {
    const response = await fetch(`${base}/cancel-reasons`, {
      headers: headers(false),
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = await readBody(response);
    if (!response.ok) throw new Error(errorText(key, response.status, body));
    const reasons = (body as { cancel_reasons?: unknown }).cancel_reasons;
    if (!Array.isArray(reasons)) throw new Error(`${BROKER_NAMES[key]} sent no cancel_reasons`);
    return reasons
      .filter(
        (r): r is CancelReason =>
          r && typeof r === 'object' && Number.isInteger(r.id) && typeof r.name === 'string',
      )
      .map(({ id, name }) => ({ id, name }));
  }

  const tripStates = (referenceIds: readonly string[]) =>
    lookupTripStates(referenceIds, async (body) => {
      const response = await fetch(`${base}/trips/status`, {
        method: 'POST',
        headers: headers(true),
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      const answer = await readBody(response);
      if (!response.ok) throw new Error(errorText(key, response.status, answer));
      return answer;
    });

  return { key, call, cancelReasons, tripStates, notify };
}
