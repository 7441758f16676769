import type { Webhook, WebhookEvent } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import { facilityToken } from '../../../test/car-fixtures';
import { makeRide, SENTRY, staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { auditLog, webhookEvents, webhooks } from '../../db/schema';
import { type BrokerSimulator, startBrokerSimulator } from '../../platform/adapters/brokers/simulator';

/** The log's calls: who may read, the filters and paging, the event page and the ride actions' calls. */
let simulator: BrokerSimulator;
let server: TestServer;
let admin: string;
let dispatcher: string;

type Page = { webhooks: { data: Webhook[]; total: number; current_page: number; per_page: number } };
const list = (query = '', token = admin) => call<Page>(server.url, 'GET', `/webhooks${query}`, { token });
const eventPage = (id: number, token = admin) =>
  call<{ event: WebhookEvent; webhooks: Webhook[] }>(server.url, 'GET', `/events/${id}`, { token });

beforeAll(async () => {
  simulator = await startBrokerSimulator();
  server = await startTestServer({
    env: {
      BROKER_SENTRY_URL: simulator.brokerUrl('sentry'),
      BROKER_SENTRY2_URL: simulator.brokerUrl('sentry2'),
      BROKER_ARRO_URL: simulator.brokerUrl('arro'),
    },
  });
  admin = await tokenForEmail(server.database.db, ADMIN);
  dispatcher = await staffHolding(server.database.db, ['rides.reject-sentry']);
});
afterAll(async () => {
  await server.close();
  await simulator.close();
});
beforeEach(async () => {
  await server.database.db.delete(webhookEvents);
});

/** A Sentry cancel through the ride actions: one outbound exchange with the broker. */
async function cancelAtSentry(referenceId: string) {
  const ride = await makeRide(server.database.db, { status: 'assigned', companyId: SENTRY, referenceId });
  const res = await call(server.url, 'POST', `/rides/${ride.id}/sentry/cancel`, {
    token: admin,
    body: { status: 'user_canceled', reason_id: 2, note: 'Called the office', updated_at: ride.updated_at },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ride.id;
}

describe('GET /webhooks', () => {
  it('is for holders of developer.view_webhooks: not fleet users, not facility users, not other staff', async () => {
    expect((await list()).status).toBe(200);
    expect((await list('', dispatcher)).status).toBe(403);
    expect((await call(server.url, 'GET', '/webhooks', { token: admin, fleet: true })).status).toBe(403);
    const fleetToken = await tokenForEmail(server.database.db, FLEET_USER);
    expect((await call(server.url, 'GET', '/webhooks', { token: fleetToken, fleet: true })).status).toBe(403);
    const facility = await staffHolding(server.database.db, ['developer.view_webhooks'], 50);
    expect((await list('', facility)).status).toBe(403);
    expect((await list('', await facilityToken(server.database.db))).status).toBe(403);
  });

  it("lists a ride action's call to the broker as an outbound attempt with its 18 fields", async () => {
    const rideId = await cancelAtSentry('WH-CANCEL-1');
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.webhooks).toMatchObject({ total: 1, current_page: 1, per_page: 10 });
    const [attempt] = res.body.webhooks.data;
    expect(Object.keys(attempt ?? {}).sort()).toHaveLength(18);
    expect(attempt).toMatchObject({
      name: 'Sentry cancel · trip WH-CANCEL-1',
      method: 'POST',
      link: `${simulator.brokerUrl('sentry')}/rides/WH-CANCEL-1/cancel`,
      payload: { status: 'user_canceled', reason_id: 2, note: 'Called the office' },
      response: { status_code: 200, trip_id: 'WH-CANCEL-1', action: 'cancel' },
      response_status_code: 200,
      exception: null,
      status: 'succeeded',
      vendor_status: 'success',
      next_webhook_id: null,
      vendor_id: 11,
      type: 'outbound',
    });
    const sent = simulator.received().find((r) => r.path === '/sentry/rides/WH-CANCEL-1/cancel');
    expect(attempt?.headers['idempotency-key']).toBe(sent?.idempotencyKey);
    expect(attempt?.headers.authorization).toBeUndefined();
    const event = await eventPage(attempt?.event_id as number);
    expect(event.body.event).toMatchObject({ type: 'ride.cancel', direction: 'outbound', ride_id: rideId });
    expect(event.body.event.can_replay).toBe(false);
  });

  it('filters by name or payload, vendor, direction and New York days, and pages 5 to 100 (default 10)', async () => {
    await cancelAtSentry('WH-ALPHA');
    await cancelAtSentry('WH-BETA');
    const names = async (query: string) => (await list(query)).body.webhooks.data.map((w) => w.name);
    expect(await names('?search=alpha')).toEqual(['Sentry cancel · trip WH-ALPHA']);
    expect(await names('?search=Called%20the')).toHaveLength(2);
    expect(await names('?search=%25')).toEqual([]);
    expect(await names('?vendor_id=11')).toHaveLength(2);
    expect(await names('?vendor_id=13')).toEqual([]);
    expect(await names('?type=outbound')).toHaveLength(2);
    expect(await names('?type=inbound')).toEqual([]);
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    expect(await names(`?start_date=${today}&end_date=${today}`)).toHaveLength(2);
    expect(await names('?start_date=2001-01-01&end_date=2001-01-31')).toEqual([]);
    const second = await list('?per_page=5&page=2');
    expect(second.body.webhooks).toMatchObject({ data: [], total: 2, current_page: 2, per_page: 5 });
    expect((await list('?per_page=7')).status).toBe(422);
    expect((await list('?per_page=100')).status).toBe(200);
    const backwards = await list('?start_date=2026-02-02&end_date=2026-02-01');
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({
      errors: { end_date: ['The end date must not be before the start date'] },
    });
  });
});

describe('GET /vendors and GET /events/{id}', () => {
  it('lists the brokers with an API as vendors', async () => {
    const res = await call<{ vendors: unknown[] }>(server.url, 'GET', '/vendors', { token: admin });
    expect(res.body.vendors).toEqual([
      { id: 13, name: 'Arro' },
      { id: 11, name: 'Sentry' },
      { id: 12, name: 'Sentry 2' },
    ]);
    expect((await call(server.url, 'GET', '/vendors', { token: dispatcher })).status).toBe(403);
  });

  it('shows only the attempts of the past 15 days; an unknown event is 404', async () => {
    await cancelAtSentry('WH-OLD');
    const [attempt] = await server.database.db.select().from(webhooks);
    if (!attempt) throw new Error('no attempt logged');
    const { id: _id, ...copy } = attempt;
    await server.database.db
      .insert(webhooks)
      .values({ ...copy, createdAt: new Date(Date.now() - 16 * 86_400_000) });
    const res = await eventPage(attempt?.eventId as number);
    expect(res.body.event.webhooks.map((w) => w.id)).toEqual([attempt?.id]);
    expect(res.body.webhooks).toHaveLength(1);
    expect((await eventPage(999_999)).status).toBe(404);
    expect((await eventPage(attempt?.eventId as number, dispatcher)).status).toBe(403);
  });

  it('refuses Replay of an exchange that is not a delivery, changing nothing', async () => {
    await cancelAtSentry('WH-NOREPLAY');
    const [event] = await server.database.db.select().from(webhookEvents);
    const res = await call(server.url, 'POST', `/events/${event?.id}/replay`, { token: admin });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('Only an outbound delivery to a broker can be replayed');
    const audits = await server.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'webhook_event.replayed'));
    expect(audits).toEqual([]);
  });
});
