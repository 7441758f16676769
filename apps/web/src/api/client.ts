import {
  type AnyEndpoint,
  API_BASE,
  buildPath,
  type CallInput,
  type CallResult,
  COMPANY_STATE_HEADER,
  carriesCompanyState,
  FLEET_API_BASE,
} from '@fleetdesk/contract';
import { useAppStore } from '../store/appStore';
import { readRoutingState } from '../store/routingState';
import { ApiError } from './ApiError';
import { fetchAnswer } from './fetchAnswer';

/** Public calls live under /api/v1; a fleet user's session calls go under /api/v1/fleet. */
export function basePathFor(endpoint: AnyEndpoint, isFleet: boolean): string {
  return endpoint.auth === 'user' && isFleet ? FLEET_API_BASE : API_BASE;
}

/** Query string of a call: empty values are left out, lists are sent as comma lists. */
export function toQueryString(query: unknown): string {
  if (typeof query !== 'object' || query === null) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls one contract endpoint with the stored session. Throws `ApiError` for a non-2xx answer; an
 * answer that ends the session (401, 'Method not found') also ends it in the store, and the route
 * guard then sends the user to the login page. No answer at all throws `NoAnswerError`.
 */
export async function callEndpoint<E extends AnyEndpoint>(
  endpoint: E,
  input: CallInput<E> = {},
  options: { signal?: AbortSignal; idempotencyKey?: string } = {},
): Promise<CallResult<E>> {
  const { token, user } = useAppStore.getState();
  const params = (input.params ?? {}) as Record<string, unknown>;
  const isFleet = user?.is_fleet ?? false;
  const base = basePathFor(endpoint, isFleet);
  const url = `${base}${buildPath(endpoint.path, params)}${toQueryString(input.query)}`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (endpoint.method === 'POST') headers['Content-Type'] = 'application/json';
  // Money writes: a retry of the same submission (a double click, a lost answer) posts once.
  if (options.idempotencyKey) headers['Idempotency-Key'] = options.idempotencyKey;
  // The routing state select of Routing Home chooses it (NY until one is chosen).
  if (carriesCompanyState(base, endpoint.path)) headers[COMPANY_STATE_HEADER] = readRoutingState();

  const response = await fetchAnswer(url, {
    method: endpoint.method,
    headers,
    body: endpoint.method === 'POST' ? JSON.stringify(input.body ?? {}) : undefined,
    signal: options.signal,
  });
  const body = await readBody(response);
  if (!response.ok) throw answerError(response, body, endpoint, token);
  return body as CallResult<E>;
}

/**
 * The error of a non-2xx answer. An answer that ends the session ends it in the store, unless the call
 * went out with another token than the store now holds: a sign-in made meanwhile (in this tab or
 * another) is not ended by an answer about the session before it.
 */
export function answerError(
  response: Response,
  body: unknown,
  endpoint: AnyEndpoint,
  sentToken: string | null,
): ApiError {
  const error = new ApiError(response.status, body, response.headers.get('x-request-id'));
  const { token, endSession } = useAppStore.getState();
  if (error.endsSession && endpoint.auth === 'user' && token === sentToken) endSession();
  return error;
}
