import { describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import { serverInUtc } from '../../../test/utc-server';
import { webhookEvents, webhooks } from '../../db/schema';

// start_date and end_date are New York days, both included (decision 121), whatever the server's zone:
// it runs in UTC here, as containers do.
const t = serverInUtc();

/** One outbound attempt named `name`, logged at `createdAt`. */
async function attemptAt(name: string, createdAt: Date) {
  const db = t.server.database.db;
  const [event] = await db
    .insert(webhookEvents)
    .values({ direction: 'outbound', broker: 'sentry', type: 'dst-days', name, data: {}, createdAt })
    .returning();
  await db.insert(webhooks).values({
    eventId: event?.id as number,
    name,
    method: 'POST',
    link: 'http://broker.test/dst-days',
    headers: {},
    status: 'succeeded',
    vendorStatus: 'success',
    type: 'outbound',
    createdAt,
  });
}

async function namesListed(query: string) {
  const res = await call<{ webhooks: { data: { name: string }[] } }>(
    t.server.url,
    'GET',
    `/webhooks${query}`,
    {
      token: t.admin,
    },
  );
  expect(res.status).toBe(200);
  return res.body.webhooks.data.map((w) => w.name);
}

describe('GET /webhooks day filter on New York DST days', () => {
  it('To = 11/01/2026 (25 hours) lists an attempt at 23:30 EST that evening', async () => {
    await attemptAt('dst-nov1-2330', new Date('2026-11-02T04:30:00Z'));
    expect(await namesListed('?search=dst-nov1&start_date=2026-11-01&end_date=2026-11-01')).toEqual([
      'dst-nov1-2330',
    ]);
  });

  it('To = 03/08/2026 (23 hours) leaves out an attempt at 00:30 EDT on Monday 03/09', async () => {
    await attemptAt('dst-mar9-0030', new Date('2026-03-09T04:30:00Z'));
    expect(await namesListed('?search=dst-mar9&start_date=2026-03-08&end_date=2026-03-08')).toEqual([]);
  });
});
