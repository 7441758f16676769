import type { Page } from '@playwright/test';
import { type ApiSession, apiSignIn } from '../../support/auth';
import { E2E_PORT } from '../../support/env';
import { openWithSession } from '../platform/signedIn';

/** A signed-in user whose calls the test makes as the app would (fleet users under /api/v1/fleet). */
export interface Actor {
  session: ApiSession & Record<string, unknown>;
  call: <T>(method: 'GET' | 'POST', path: string, body?: unknown) => Promise<T>;
}

/** Two spec files signing one user in at once can race for one code: a failed attempt is tried again. */
async function signInWithRetry(email: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await apiSignIn(email);
    } catch (error) {
      if (attempt === 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1500));
    }
  }
}

export async function signInActor(email: string): Promise<Actor> {
  const session = await signInWithRetry(email);
  const base = `http://127.0.0.1:${E2E_PORT}/api/v1${session.user.is_fleet ? '/fleet' : ''}`;
  return {
    session,
    call: async <T>(method: 'GET' | 'POST', path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${session.token}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const json = (await response.json()) as T;
      if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
      return json;
    },
  };
}

/** Opens `path` in the browser as the actor. */
export async function openAs(page: Page, actor: Actor, path: string): Promise<void> {
  await openWithSession(page, actor.session as Parameters<typeof openWithSession>[1], path);
}

const digits = (count: number) =>
  Array.from({ length: count }, () => Math.floor(Math.random() * 10)).join('');

/** Creates a driver through the API (waiting for approval), with names the test can look for. */
export async function createDriver(actor: Actor, firstName: string, lastName: string): Promise<number> {
  const answer = await actor.call<{ driver: { id: number } }>('POST', '/drivers', {
    first_name: firstName,
    last_name: lastName,
    dob_date: '1985-12-10',
    sex: 'female',
    ssn: `900-${digits(2)}-${digits(4)}`,
    email: `dp.${digits(8)}@example.com`,
    phone_number: `(332) ${300 + Math.floor(Math.random() * 600)}-${digits(4)}`,
    address_street: '12 Main St',
    address_city: 'Brooklyn',
    address_zipcode: '11201',
    address_state: 'NY',
    driver_license_state: 'NY',
    driver_license: digits(9),
    tlc_license: `5${digits(6)}`,
  });
  return answer.driver.id;
}

/** Adds a car to the driver through the API: it becomes the car they drive, their other cars go offline. */
export async function createCar(actor: Actor, driverId: number): Promise<{ id: number; plate: string }> {
  const plate = `DP${digits(5)}`;
  const answer = await actor.call<{ car: { id: number } }>('POST', '/cars', {
    state: 'NY',
    type_id: 1,
    color: 'black',
    plate_number: plate,
    vin_number: `5YJ3E1EA7KF${digits(6)}`,
    wav: 0,
    s_wav: 0,
    suv: 0,
    driver_id: driverId,
  });
  return { id: answer.car.id, plate };
}
