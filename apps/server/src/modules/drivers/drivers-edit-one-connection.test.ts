import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER } from '../../../test/api';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { driverRow, makeDriver } from '../../../test/driver-fixtures';
import { editForm } from '../../../test/driver-write-setup';
import { makeRide, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createDb } from '../../db/client';
import { DRIVER_EDIT_MESSAGES } from './edits';

// A driver edit reads what it decides on through its own transaction: with one connection in the pool
// a read through the pool while the transaction holds it would wait for a connection that never frees.
let database: TestDatabase;
let server: TestServer;
beforeAll(async () => {
  database = await createTestDatabase();
  const single = createDb(database.url, { max: 1, connectionTimeoutMs: 2_000 });
  server = await startTestServer({ database: { ...database, db: single } });
});
afterAll(async () => {
  await server.close();
  await server.database.db.$client.end();
  await database.drop();
});

describe('POST /drivers/{id} on a one-connection pool', () => {
  it('checks the references, the unfinished ride and the company inside the change transaction', async () => {
    const db = server.database.db;
    const token = await tokenForEmail(db, DISPATCHER);
    const id = await makeDriver(db, { status: 'active', online: true });
    const ride = await makeRide(db, { status: 'accepted', driverId: id });
    const post = (body: unknown) => call(server.url, 'POST', `/drivers/${id}`, { token, body });
    expect(await post(editForm({ status: 'disabled' }))).toEqual({
      status: 409,
      body: { message: DRIVER_EDIT_MESSAGES.onRide(ride.id) },
    });
    expect((await post(editForm({ first_name: 'Ada' }))).status).toBe(200);
    expect(await driverRow(db, id)).toMatchObject({ firstName: 'Ada', status: 'active' });
    const body = { company_id: 999_999 };
    const switched = await call(server.url, 'POST', `/drivers/${id}/switch-company`, { token, body });
    expect(switched).toMatchObject({
      status: 422,
      body: { errors: { company_id: [DRIVER_EDIT_MESSAGES.companyMissing] } },
    });
  });
});
