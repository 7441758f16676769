import { API_BASE, FLEET_API_BASE } from '@fleetdesk/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { outbox } from '../src/db/schema';

export const DEMO_PASSWORD = 'fleetdesk-demo';
export const ADMIN = 'admin@fleetdesk.test';
export const DISPATCHER = 'dispatcher@fleetdesk.test';
export const FLEET_USER = 'fleet@fleetdesk.test';

export interface ApiResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
}

/** A JSON call to the API as a client would make it; a FormData body goes as multipart/form-data. */
export async function call<T = Record<string, unknown>>(
  baseUrl: string,
  method: 'GET' | 'POST',
  path: string,
  options: { token?: string; body?: unknown; fleet?: boolean; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const prefix = options.fleet ? FLEET_API_BASE : API_BASE;
  const isForm = options.body instanceof FormData;
  const response = await fetch(`${baseUrl}${path.startsWith('/api') ? '' : prefix}${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && !isForm ? { 'content-type': 'application/json' } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
    body:
      options.body === undefined || isForm
        ? (options.body as FormData | undefined)
        : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

/** The six-digit code in the newest outbox message to `recipient`. */
export async function latestCode(db: Db, recipient: string): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`No code was sent to ${recipient}`);
  return code;
}

/** Signs in through both API steps with an e-mailed code and returns the bearer token. */
export async function signIn(
  baseUrl: string,
  db: Db,
  email: string,
  password = DEMO_PASSWORD,
): Promise<string> {
  const requested = await call(baseUrl, 'POST', '/auth/request', {
    body: { email, password, type: 'email' },
  });
  if (requested.status !== 200) throw new Error(`request failed: ${JSON.stringify(requested.body)}`);
  const code = await latestCode(db, email);
  const verified = await call<{ token: string }>(baseUrl, 'POST', '/auth/verify', {
    body: { email, password, type: 'email', verification_code: code },
  });
  if (verified.status !== 200) throw new Error(`verify failed: ${JSON.stringify(verified.body)}`);
  return verified.body.token;
}
