import { reports } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, FLEET_USER } from '../../../test/api';
import type { JobAnswer } from '../../../test/payout-file-fixtures';
import { staffHolding, tokenForEmail } from '../../../test/ride-fixtures';
import { startTestServer, type TestServer } from '../../../test/server';
import { companies } from '../../db/schema';

let server: TestServer;
let admin: string;
const db = () => server.database.db;
const BASE = 'B01234';

const report = (path: string, query: Record<string, string>, token = admin) =>
  call<JobAnswer>(server.url, 'GET', `${path}?${new URLSearchParams(query)}`, { token });

beforeAll(async () => {
  server = await startTestServer({
    env: { TLC_BASE_LICENSE: BASE, AUTH_RATE_LIMIT: '1000' },
  });
  admin = await tokenForEmail(db(), ADMIN);
});
afterAll(() => server.close());

const PATHS = {
  tlc: '/reports/export-tlc-trip-records',
  taxes: '/reports/yellow-cab-taxes-mta',
  revenue: '/reports/daily-revenue-stats',
  otp: '/reports/mta_otp_pickup_and_acceptance',
} as const;
const KEYS = {
  tlc: 'reporting.view_monthly_reports_page',
  taxes: 'reporting.view_monthly_reports_page',
  revenue: 'reporting.view_daily_revenue_stats',
  otp: 'reporting.view_mta_otp_pickup_and_acceptance',
} as const;
const MARCH = { start_date: '2025-03-01', end_date: '2025-03-31' };

describe('who may ask for a report, and with which days', () => {
  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s: its key opens it, others do not',
    async (name) => {
      const holder = await staffHolding(db(), [KEYS[name]], 1);
      const other = await staffHolding(db(), name === 'revenue' ? [KEYS.otp] : [KEYS.revenue], 1);
      expect((await report(PATHS[name], MARCH, holder)).status).toBe(200);
      expect((await report(PATHS[name], MARCH, other)).status).toBe(403);
      const fleet = await tokenForEmail(db(), FLEET_USER);
      const asFleet = await call(server.url, 'GET', `/fleet${PATHS[name]}?${new URLSearchParams(MARCH)}`, {
        token: fleet,
      });
      expect(asFleet.status).toBe(403);
    },
  );

  it.each(Object.keys(PATHS) as (keyof typeof PATHS)[])(
    '%s: refuses missing, reversed or too long days',
    async (name) => {
      const missing = await report(PATHS[name], { start_date: '2025-03-01' });
      expect(missing.status).toBe(422);
      expect(missing.body.errors).toEqual({ end_date: ['Required'] });
      const reversed = await report(PATHS[name], { start_date: '2025-03-02', end_date: '2025-03-01' });
      expect(reversed.status).toBe(422);
      expect(reversed.body.errors).toEqual({ end_date: ['The end date must not be before the start date'] });
      const long = await report(PATHS[name], { start_date: '2025-01-01', end_date: '2025-06-01' });
      expect(long.status).toBe(422);
      expect(long.body.errors).toEqual({ end_date: ['A period is at most 93 days'] });
    },
  );

  it("refuses a facility user: reports cover the operator's whole business", async () => {
    const [facility] = await db()
      .select({ id: companies.id })
      .from(companies)
      .where(eq(companies.isFacility, true))
      .limit(1);
    const desk = await staffHolding(db(), Object.values(KEYS), facility?.id);
    for (const path of Object.values(PATHS)) expect((await report(path, MARCH, desk)).status).toBe(403);
  });

  it('refuses the TLC export while no base licence is configured', async () => {
    const bare = await startTestServer({
      database: server.database,
      // Outside the demo: the demo names an example base.
      env: { JOBS: 'false', DATABASE_URL: server.database.url, BANK_ACCOUNT_KEY: 'ab'.repeat(32) },
    });
    try {
      const res = await call(bare.url, 'GET', `${PATHS.tlc}?${new URLSearchParams(MARCH)}`, { token: admin });
      expect(res.status).toBe(409);
      expect(res.body.message).toBe(reports.REPORT_MESSAGES.noBaseLicense);
    } finally {
      await bare.close();
    }
  });
});
