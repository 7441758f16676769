import { readLatestCode } from './db';
import { E2E_PORT } from './env';

export const DEMO_PASSWORD = 'fleetdesk-demo';
export const ADMIN = 'admin@fleetdesk.test';
export const DISPATCHER = 'dispatcher@fleetdesk.test';
export const FLEET_USER = 'fleet@fleetdesk.test';

const api = (path: string) => `http://127.0.0.1:${E2E_PORT}/api/v1${path}`;

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(api(path), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T;
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

export interface ApiSession {
  token: string;
  user: { id: number; email: string; is_fleet: boolean };
}

/** Signs in over the API (code read from the outbox), as a script would; the form has its own test. */
export async function apiSignIn(email: string): Promise<ApiSession & Record<string, unknown>> {
  const since = new Date(Date.now() - 1000);
  const requested = await post<{ sent: boolean }>('/auth/request', {
    email,
    password: DEMO_PASSWORD,
    type: 'email',
  });
  const code = await readLatestCode(email, requested.sent ? since : new Date(0));
  return post('/auth/verify', { email, password: DEMO_PASSWORD, type: 'email', verification_code: code });
}
