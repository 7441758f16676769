import { sentryBilling } from '@fleetdesk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, DISPATCHER, FLEET_USER } from '../../../test/api';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { EMPTY_WEEK as WEEK } from '../../../test/sentry-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { createSocketSet, eventually } from '../../../test/sockets';

/** Who reaches the Sentry billing area, and who hears of its changes. */

type Answer = { invoice: sentryBilling.SentryInvoice; message: string };

let server: TestServer;
let billing: string;
const db = () => server.database.db;
const post = (path: string, body?: unknown, token = billing) =>
  call<Answer>(server.url, 'POST', `/billing/sentry${path}`, { token, body });
const get = (path: string, token = billing) => call(server.url, 'GET', `/billing/sentry${path}`, { token });

beforeAll(async () => {
  server = await startTestServer();
  billing = await tokenForEmail(db(), 'billing@fleetdesk.test');
});
afterAll(() => server.close());

describe('who may bill Sentry', () => {
  it('refuses fleet users, staff without the keys and facility users holding them', async () => {
    const fleet = await tokenForEmail(db(), FLEET_USER);
    expect(
      (await call(server.url, 'GET', '/billing/sentry/batches', { token: fleet, fleet: true })).status,
    ).toBe(403);
    const dispatcher = await tokenForEmail(db(), DISPATCHER);
    expect((await get('/batches', dispatcher)).status).toBe(403);
    const facility = await staffHolding(db(), ['sentry.view', 'sentry.manage'], 50);
    expect((await get('/batches', facility)).status).toBe(403);
    expect(
      (await post('/batches', { from_datetime: WEEK.from, to_datetime: WEEK.to }, facility)).status,
    ).toBe(403);
    const viewer = await staffHolding(db(), ['sentry.view']);
    expect((await get('/batches', viewer)).status).toBe(200);
    expect((await post('/batches', { from_datetime: WEEK.from, to_datetime: WEEK.to }, viewer)).status).toBe(
      403,
    );
  });
});

describe('staff hear of every batch change, fleets never', () => {
  it('sends sentry.batch_updated with the batch after the change is saved', async () => {
    const sockets = createSocketSet();
    try {
      const staff = await sockets.listen(server.url, billing);
      const fleet = await sockets.listen(server.url, await tokenForEmail(db(), FLEET_USER));
      const created = await post('/batches', { from_datetime: WEEK.from, to_datetime: WEEK.to });
      const heard = (actions: typeof staff) =>
        actions.filter((a) => a.type === sentryBilling.SENTRY_BATCH_ACTION).map((a) => a.payload.batch_id);
      await eventually(() => expect(heard(staff)).toContain(created.body.invoice.id));
      await post(`/batches/${created.body.invoice.id}/status`, { status: 'cancelled' });
      await eventually(() =>
        expect(heard(staff).filter((id) => id === created.body.invoice.id)).toHaveLength(2),
      );
      expect(heard(fleet)).toEqual([]);
    } finally {
      sockets.closeAll();
    }
  });
});
