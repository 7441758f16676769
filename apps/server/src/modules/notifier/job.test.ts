import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/db';
import { makeDriver } from '../../../test/driver-fixtures';
import { admins, driverNotificationDispatches } from '../../db/schema';
import type { ModuleDeps } from '../../platform/module';
import { NOTIFY_CHUNK, notifyJobDefinition } from './job';

/**
 * pg-boss fails a try that outlives its expiry (15 minutes: an SMS provider timing out on every message
 * gets there after some 90 drivers) and starts the retry while that try still runs. The two must not
 * both message every driver.
 */
let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
}, 60_000);
afterAll(() => database.drop());

describe('the notify-drivers job run twice at once', () => {
  it('messages each driver once, but for at most one chunk the two runs shared', async () => {
    const { db } = database;
    const ids: number[] = [];
    for (let i = 0; i < 2 * NOTIFY_CHUNK + 20; i++) ids.push(await makeDriver(db, { status: 'active' }));
    const [admin] = await db.select({ id: admins.id }).from(admins).limit(1);
    const [dispatch] = await db
      .insert(driverNotificationDispatches)
      .values({ requestedBy: admin?.id as number, sms: false, driverIds: ids, notified: ids.length })
      .returning();
    const sent: string[] = [];
    const notifier = {
      send: async (message: { to: string }) => {
        await new Promise((resolve) => setTimeout(resolve, 2));
        sent.push(message.to);
      },
    } as unknown as ModuleDeps['notifier'];
    const log = { info: () => {}, warn: () => {}, error: () => {} };
    const definition = notifyJobDefinition({ db, notifier, log });
    const dispatchId = dispatch?.id as number;

    await Promise.all([definition.handle({ dispatchId }), definition.handle({ dispatchId })]);

    expect(new Set(sent)).toEqual(new Set(ids.map((id) => `driver:${id}`)));
    expect(sent.length).toBeLessThanOrEqual(ids.length + NOTIFY_CHUNK);
    const [ended] = await db
      .select()
      .from(driverNotificationDispatches)
      .where(eq(driverNotificationDispatches.id, dispatchId));
    expect(ended).toMatchObject({ status: 'finished', sent: ids.length, failed: 0 });
  });
});
