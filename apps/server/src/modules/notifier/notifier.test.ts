import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { MESSAGES } from '@fleetdesk/contract';
import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { makeCar } from '../../../test/car-fixtures';
import { makeDriver } from '../../../test/driver-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { documentedDriver } from '../../../test/routing-run-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import type { Db } from '../../db/client';
import {
  auditLog,
  documentTypes,
  driverNotificationDispatches,
  fleets,
  outbox,
  settings,
} from '../../db/schema';
import { NOTIFY_TEXT } from './rules';

/**
 * Server A queues dispatches but runs no job, so a dispatch stays in flight as long as a test needs;
 * server B, on the same database, is the worker that sends them (pg-boss `notify-drivers`). SMS go to
 * a local provider through the HTTP SMS adapter.
 */
let pressing: TestServer;
let worker: TestServer | null = null;
let smsProvider: Server;
const smsReceived: { to: string; body: string }[] = [];
let env: Record<string, string>;
let db: Db;
let adminToken: string;
let secondAdminToken: string;

const NOTIFY = '/notifier/notify-drivers';
const LAST = '/notifier/last-notification';

type Last = {
  last_notification_at: string | null;
  last_notification_by_user_at: string | null;
  interval: number;
  sent_by: string | null;
  is_notifications_executed: boolean;
  notified: number;
};

const press = (token: string, body: unknown = { sms: false }) =>
  call<{ notified: number; message: string }>(pressing.url, 'POST', NOTIFY, { token, body });
const last = () => call<Last>(pressing.url, 'GET', LAST, { token: adminToken });
const dispatches = () =>
  db.select().from(driverNotificationDispatches).orderBy(driverNotificationDispatches.id);

async function untilExecuted(): Promise<Last> {
  for (let i = 0; i < 100; i += 1) {
    const res = await last();
    if (res.body.is_notifications_executed) return res.body;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error('the dispatch did not finish');
}

async function startWorker() {
  worker ??= await startTestServer({ database: pressing.database, env: { ...env, JOBS: 'notify-drivers' } });
}

/** The countdown of the last press ran out: it was pressed `minutes` ago. */
const pressedAgo = (minutes: number) =>
  db.execute(
    sql`update driver_notification_dispatches set created_at = now() - make_interval(mins => ${minutes})`,
  );

async function requiredKey(entityType: 'driver' | 'car') {
  const [row] = await db
    .select({ key: documentTypes.key })
    .from(documentTypes)
    .where(and(eq(documentTypes.entityType, entityType), eq(documentTypes.required, true)));
  return row?.key as string;
}

/** An active, offline driver with valid documents driving an active car with valid documents. */
async function readyDriver(values: Parameters<typeof makeDriver>[1] = {}, withCar = true) {
  const id = await makeDriver(db, { status: 'active', ...values });
  if (withCar) await makeCar(db, { driverId: id, status: 'active' });
  await documentedDriver(db, id);
  return id;
}

const fixtures: Record<string, number> = {};

beforeAll(async () => {
  smsProvider = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      smsReceived.push(JSON.parse(body));
      res.writeHead(202).end('{}');
    });
  });
  await new Promise<void>((resolve) => smsProvider.listen(0, '127.0.0.1', resolve));
  env = { SMS_API_URL: `http://127.0.0.1:${(smsProvider.address() as AddressInfo).port}/messages` };
  pressing = await startTestServer({ env });
  db = pressing.database.db;
  adminToken = await tokenForEmail(db, ADMIN);
  secondAdminToken = await staffHolding(db, ['reporting.view_notify_page']);

  const [inactiveFleet] = await db
    .insert(fleets)
    .values({ name: 'Closed Fleet', status: 'inactive' })
    .returning({ id: fleets.id });
  fixtures.eligible = await readyDriver();
  fixtures.online = await readyDriver({ online: true });
  fixtures.disabled = await readyDriver({ status: 'disabled' });
  fixtures.waiting = await readyDriver({ status: 'waiting_for_approval' });
  fixtures.noCar = await readyDriver({}, false);
  fixtures.inactiveFleet = await readyDriver({ fleetId: inactiveFleet?.id });
  fixtures.driverDocExpired = await readyDriver();
  await documentedDriver(db, fixtures.driverDocExpired, { driver: await requiredKey('driver') });
  fixtures.carDocExpired = await readyDriver();
  await documentedDriver(db, fixtures.carDocExpired, { car: await requiredKey('car') });
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await pressing.close();
  smsProvider.close();
});

describe('keys', () => {
  it('refuses both calls without reporting.view_notify_page and queues nothing', async () => {
    const token = await staffHolding(db, ['admin_settings.update_fleet']);
    const pressed = await press(token);
    expect(pressed.status).toBe(403);
    expect(pressed.body.message).toBe(MESSAGES.forbidden);
    expect((await call(pressing.url, 'GET', LAST, { token })).status).toBe(403);
    expect(await dispatches()).toEqual([]);
  });

  it('refuses a facility user holding the key in their facility: drivers are the operator’s', async () => {
    const token = await staffHolding(db, ['reporting.view_notify_page'], 50);
    const pressed = await press(token);
    expect(pressed.status).toBe(403);
    expect(await dispatches()).toEqual([]);
  });

  it('refuses fleet users', async () => {
    const token = await tokenForEmail(db, 'fleet@fleetdesk.test');
    const res = await call(pressing.url, 'POST', NOTIFY, { token, body: { sms: false }, fleet: true });
    expect([403, 404]).toContain(res.status);
    expect(await dispatches()).toEqual([]);
  });

  it('answers 422 for an sms that is not a boolean and queues nothing', async () => {
    const res = await press(adminToken, { sms: 'yes' });
    expect(res.status).toBe(422);
    expect(await dispatches()).toEqual([]);
  });
});

describe('before any dispatch', () => {
  it('answers no last notification, the default 10-minute interval and nothing running', async () => {
    const res = await last();
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      last_notification_at: null,
      last_notification_by_user_at: null,
      interval: 10,
      sent_by: null,
      is_notifications_executed: true,
      notified: 0,
    });
  });
});

describe('pressing Notify Drivers', () => {
  it('sends once when two admins press at the same moment', async () => {
    const answers = await Promise.all([press(adminToken), press(secondAdminToken)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((a) => a.status === 409);
    expect(refused?.body.message).toBe(MESSAGES.notifyInFlight);
    const accepted = answers.find((a) => a.status === 200);
    expect(accepted?.body.message).toBe(MESSAGES.driversNotified);
    const rows = await dispatches();
    expect(rows).toHaveLength(1);
    expect(accepted?.body.notified).toBe(rows[0]?.notified);
    expect(rows[0]).toMatchObject({ status: 'queued', sms: false });
  });

  it('chooses the drivers who could take a ride now (docs/decisions.md)', async () => {
    const [dispatch] = await dispatches();
    const chosen = new Set(dispatch?.driverIds);
    expect(chosen.has(fixtures.eligible as number)).toBe(true);
    for (const left of [
      'online',
      'disabled',
      'waiting',
      'noCar',
      'inactiveFleet',
      'driverDocExpired',
      'carDocExpired',
    ]) {
      expect(chosen.has(fixtures[left] as number), left).toBe(false);
    }
    expect(dispatch?.notified).toBe(chosen.size);
  });

  it('shows the dispatch as running, with who pressed and when, and audits it', async () => {
    const res = await last();
    const [dispatch] = await dispatches();
    expect(res.body).toMatchObject({
      last_notification_at: null,
      is_notifications_executed: false,
      notified: dispatch?.notified,
      interval: 10,
    });
    expect(res.body.last_notification_by_user_at).toBe(dispatch?.createdAt.toISOString());
    expect(res.body.sent_by).toMatch(/^(Alicia Morgan|Test \w+)$/);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'drivers.notified'));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.after).toEqual({ sms: false, notified: dispatch?.notified });
  });

  it('refuses another press while the dispatch has not completed', async () => {
    await pressedAgo(30);
    const res = await press(adminToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.notifyInFlight);
    expect(await dispatches()).toHaveLength(1);
  });

  it('sends a push to every chosen driver through the job, exactly once, then shows it done', async () => {
    await startWorker();
    const done = await untilExecuted();
    const [dispatch] = await dispatches();
    expect(dispatch).toMatchObject({ status: 'finished', sent: dispatch?.notified, failed: 0 });
    expect(done.last_notification_at).toBe(dispatch?.finishedAt?.toISOString());
    const pushes = await db.select().from(outbox).where(eq(outbox.channel, 'push'));
    expect(pushes.map((p) => p.recipient).sort()).toEqual(
      (dispatch?.driverIds ?? []).map((id) => `driver:${id}`).sort(),
    );
    expect(pushes.every((p) => p.body === NOTIFY_TEXT && p.status === 'sent')).toBe(true);
    expect(smsReceived).toEqual([]);
  });

  it('refuses a press before the countdown ends', async () => {
    await pressedAgo(9);
    const res = await press(adminToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.notifyTooSoon);
    expect(await dispatches()).toHaveLength(1);
  });

  it('sends SMS to the drivers’ phones through the SMS provider when asked', async () => {
    await pressedAgo(11);
    const res = await press(secondAdminToken, { sms: true });
    expect(res.status).toBe(200);
    const done = await untilExecuted();
    expect(done.sent_by).toMatch(/^Test \w+$/);
    const dispatch = (await dispatches())[1];
    expect(res.body.notified).toBe(dispatch?.notified);
    expect(smsReceived).toHaveLength(dispatch?.notified ?? -1);
    expect(smsReceived.every((m) => m.body === NOTIFY_TEXT)).toBe(true);
    const smsRows = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, 'sms'), like(outbox.body, 'Rides are waiting%')));
    expect(smsRows.every((row) => row.adapter === 'http-sms' && row.status === 'sent')).toBe(true);
    expect(smsRows).toHaveLength(dispatch?.notified ?? -1);
  });

  it('counts the countdown with the interval setting when one is stored', async () => {
    await db.insert(settings).values({ key: 'notifier.interval_minutes', value: 30 });
    await pressedAgo(11);
    expect((await last()).body.interval).toBe(30);
    const res = await press(adminToken);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(MESSAGES.notifyTooSoon);
    await pressedAgo(31);
    expect((await press(adminToken)).status).toBe(200);
    await untilExecuted();
  });
});
