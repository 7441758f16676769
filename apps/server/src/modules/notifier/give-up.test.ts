import { MESSAGES } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call } from '../../../test/api';
import { tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { driverNotificationDispatches } from '../../db/schema';
import type { ModuleDeps } from '../../platform/module';
import { DISPATCH_GIVEN_UP, notifyJobDefinition } from './job';

let server: TestServer;
let token: string;
// A job given up sends nothing more: the notifier is never asked.
const jobDeps = () => ({
  db: server.database.db,
  notifier: {} as ModuleDeps['notifier'],
  log: { info: () => {}, warn: () => {}, error: () => {} },
});
const press = () =>
  call<{ message: string }>(server.url, 'POST', '/notifier/notify-drivers', { token, body: { sms: false } });
const last = () =>
  call<{ is_notifications_executed: boolean }>(server.url, 'GET', '/notifier/last-notification', { token });

beforeAll(async () => {
  // No worker: a queued dispatch stays in flight, as one whose process died on every try does.
  server = await startTestServer({ env: { JOBS: 'false' } });
  token = await tokenForEmail(server.database.db, ADMIN);
}, 60_000);
afterAll(() => server.close());

describe('a Notify Drivers dispatch whose job is given up', () => {
  it('ends failed with the reason, so Notify Drivers can be pressed again', async () => {
    expect((await press()).status).toBe(200);
    const [dispatch] = await server.database.db.select().from(driverNotificationDispatches);
    const definition = notifyJobDefinition(jobDeps());
    await definition.onGiveUp?.({ dispatchId: dispatch?.id as number });

    const [ended] = await server.database.db.select().from(driverNotificationDispatches);
    expect(ended).toMatchObject({ status: 'failed', error: DISPATCH_GIVEN_UP });
    expect(ended?.finishedAt).not.toBeNull();
    expect((await last()).body.is_notifications_executed).toBe(true);
    // Once the countdown has run out, the next press is taken (not refused as still in flight).
    await server.database.db.execute(
      sql`update driver_notification_dispatches set created_at = now() - interval '30 minutes'`,
    );
    const again = await press();
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.message).toBe(MESSAGES.driversNotified);
  });

  it('leaves a dispatch that already ended as it was', async () => {
    const definition = notifyJobDefinition(jobDeps());
    const [finished] = await server.database.db
      .update(driverNotificationDispatches)
      .set({ status: 'finished', finishedAt: new Date() })
      .where(sql`status = 'queued'`)
      .returning();
    await definition.onGiveUp?.({ dispatchId: finished?.id as number });
    const rows = await server.database.db.select().from(driverNotificationDispatches);
    expect(rows.find((r) => r.id === finished?.id)).toMatchObject({ status: 'finished', error: null });
  });
});
