import { describe, expect, it } from 'vitest';
import { makeRide } from '../../../test/ride-fixtures';
import { getRides } from '../../../test/rides';
import { serverInUtc } from '../../../test/utc-server';

// The server runs in UTC, as containers do; the summary's days are New York days (decision 143).
const t = serverInUtc();

// What the web sends for the day 03/08/2026, the 23-hour day: 00:00 EST to 23:59:59 EDT.
const SUNDAY_MARCH_8 = {
  company_ids: '40',
  from_datetime: '2026-03-08T00:00:00-05:00',
  to_datetime: '2026-03-08T23:59:59-04:00',
};

async function sundayMetrics() {
  const res = await getRides(t.server.url, t.admin, SUNDAY_MARCH_8);
  expect(res.status).toBe(200);
  return res.body.metrics;
}

describe('rides list counts of a range ending on the New York spring DST day', () => {
  it("a ride at 00:30 EDT on Monday 2026-03-09 leaves Sunday 2026-03-08's status counts as they were", async () => {
    const db = t.server.database.db;
    await makeRide(db, { status: 'pending', companyId: 40, pickupAt: new Date('2026-03-08T17:00:00Z') });
    await makeRide(db, { status: 'pending', companyId: 40, pickupAt: new Date('2026-03-08T20:00:00Z') });
    const before = await sundayMetrics();
    expect(before?.all).toBeGreaterThanOrEqual(2);
    await makeRide(db, { status: 'pending', companyId: 40, pickupAt: new Date('2026-03-09T04:30:00Z') });
    expect(await sundayMetrics()).toEqual(before);
  });
});
