import { postJson as post } from './api';
import { readLatestCode } from './db';

export const DEMO_PASSWORD = 'fleetdesk-demo';
export const ADMIN = 'admin@fleetdesk.test';
export const DISPATCHER = 'dispatcher@fleetdesk.test';
export const FLEET_USER = 'fleet@fleetdesk.test';

export interface ApiSession {
  token: string;
  user: { id: number; email: string; is_fleet: boolean };
}

/**
 * Signs in over the API (code read from the outbox), as a script would; the form has its own test. Two
 * workers signing the same user in at once can each read the other's code: the refused one asks again.
 */
export async function apiSignIn(email: string, tries = 3): Promise<ApiSession & Record<string, unknown>> {
  const since = new Date(Date.now() - 1000);
  const requested = await post<{ sent: boolean }>('/auth/request', {
    email,
    password: DEMO_PASSWORD,
    type: 'email',
  });
  const code = await readLatestCode(email, requested.sent ? since : new Date(0));
  try {
    return await post('/auth/verify', {
      email,
      password: DEMO_PASSWORD,
      type: 'email',
      verification_code: code,
    });
  } catch (error) {
    if (tries <= 1 || !String(error).includes(': 422 ')) throw error;
    return apiSignIn(email, tries - 1);
  }
}
