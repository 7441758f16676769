import type { DriverDetail } from '@fleetdesk/contract';
import { afterAll, beforeAll } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from './api';
import { driverForm } from './driver-fixtures';
import { fleetOfEmail, tokenForEmail } from './ride-fixtures';
import { startTestServer, type TestServer } from './server';

/** What the driver write tests share (drivers-create.test.ts and drivers-edit.test.ts of modules/drivers). */

export type DriverAnswer = { driver: DriverDetail; message: string; errors?: Record<string, string[]> };

/** The edit form of an active driver. */
export const editForm = (overrides: Record<string, unknown> = {}) =>
  driverForm({ status: 'active', ...overrides });

/**
 * Starts a server for the file with the dispatcher and the fleet user (of fleet `fleetId`) signed in;
 * the context fills in beforeAll.
 */
export function driverWriteServer() {
  const t = { server: undefined as unknown as TestServer, dispatcher: '', fleetUser: '', fleetId: 0 };
  const db = () => t.server.database.db;
  const post = <T = DriverAnswer>(token: string, path: string, body: unknown, fleet = false) =>
    call<T>(t.server.url, 'POST', path, { token, body, fleet });
  beforeAll(async () => {
    t.server = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    t.dispatcher = await tokenForEmail(db(), DISPATCHER);
    t.fleetUser = await tokenForEmail(db(), FLEET_USER);
    t.fleetId = await fleetOfEmail(db(), FLEET_USER);
  });
  afterAll(() => t.server.close());
  return Object.assign(t, { db, post });
}
