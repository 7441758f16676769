import type { BrokerAction, BrokerAnswer, BrokerApi, BrokerApiKey, BrokerCall, CancelReason } from './broker';
import { lookupTripStates } from './trip-status';

export interface HttpBrokerOptions {
  baseUrl: string;
  token?: string;
  timeoutMs: number;
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

  async function call(action: BrokerAction, request: BrokerCall): Promise<BrokerAnswer> {
    const url = `${base}/rides/${encodeURIComponent(request.referenceId)}/${action}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { ...headers(true), 'idempotency-key': request.idempotencyKey },
        body: JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
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
    const body = await readBody(response);
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

  return { key, call, cancelReasons, tripStates };
}
