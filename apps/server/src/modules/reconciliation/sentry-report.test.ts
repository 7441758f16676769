import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/api';
import {
  BROKER_UPDATED_AT,
  DAY,
  differs,
  FAIL_DAY,
  type ReconciliationSetup,
  SET,
  startReconciliation,
} from '../../../test/reconciliation-fixtures';
import { rides } from '../../db/schema';

/**
 * The Unreconciled Sentry rides report over HTTP, on the hand-made set of test/reconciliation-fixtures.ts:
 * Sentry (the test's simulator) is asked when the report is read, and the expected rows are worked out
 * from the set.
 */

let setup: ReconciliationSetup;
beforeAll(async () => {
  setup = await startReconciliation();
  await setup.makeOne({ name: 'F1', broker: 'sentry', status: 'finished', reference: 'FAIL-1' }, FAIL_DAY);
});
afterAll(() => setup.close());

const sentryReport = (query: string) => setup.get(`/rides/reports/rides-unreconciled-sentry?${query}`);

describe('GET /rides/reports/rides-unreconciled-sentry', () => {
  const sentryDiffering = () => SET.filter((row) => row.broker === 'sentry' && differs(row));

  it("asks Sentry now and pages the Sentry rides whose state differs, with the spec's fields", async () => {
    const expected = sentryDiffering();
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}&page=1&per_page=5`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.status_code).toBe(200);
    expect(res.body.file_url).toBeNull();
    const page = res.body.rides as { data: Record<string, unknown>[]; total: number; per_page: number };
    expect(page.total).toBe(expected.length);
    expect(page.per_page).toBe(5);
    expect(page.data.map((r) => r.ride_id as number).sort((a, b) => a - b)).toEqual(
      setup.idsOf(expected.map((r) => r.name)),
    );
    const s2 = page.data.find((r) => r.ride_id === setup.made.get('S2')?.id);
    expect(Object.keys(s2 ?? {}).sort()).toEqual([
      'fleetdesk_status',
      'last_updated_at_fleetdesk',
      'last_updated_at_sentry',
      'reference_id',
      'ride_id',
      'sentry_status',
    ]);
    expect(s2).toMatchObject({
      fleetdesk_status: 'user_canceled',
      sentry_status: 'scheduled',
      last_updated_at_sentry: BROKER_UPDATED_AT,
    });
    expect(page.data.find((r) => r.ride_id === setup.made.get('S5')?.id)).toMatchObject({
      sentry_status: null,
      last_updated_at_sentry: null,
    });
  });

  it('pages: 50 rows by default, a second page holds the rest', async () => {
    const first = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    expect((first.body.rides as { per_page: number }).per_page).toBe(50);
    const total = (first.body.rides as { total: number }).total;
    const one = await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=5&page=2`);
    expect((one.body.rides as { data: unknown[] }).data).toHaveLength(Math.max(0, total - 5));
    expect((await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=7`)).status).toBe(422);
  });

  it('export=1 writes every differing Sentry ride as CSV with the spec field names', async () => {
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}&per_page=5&export=true`);
    const [header, ...lines] = await setup.download(res.body.file_url as string);
    expect(header).toEqual([
      'ride_id',
      'reference_id',
      'last_updated_at_fleetdesk',
      'last_updated_at_sentry',
      'fleetdesk_status',
      'sentry_status',
    ]);
    expect(lines).toHaveLength((res.body.rides as { total: number }).total);
    expect(lines.find((line) => Number(line[0]) === setup.made.get('S5')?.id)?.[5]).toBe('Unknown trip');
  });

  it('a cancel Sentry accepted changes the trip there: both sides agree, the ride leaves the report', async () => {
    const s3 = setup.made.get('S3');
    const [row] = await setup.server.database.db
      .select()
      .from(rides)
      .where(eq(rides.id, s3?.id as number));
    const cancel = await call(setup.server.url, 'POST', `/rides/${s3?.id}/sentry/cancel`, {
      token: setup.admin,
      body: { status: 'company_canceled', updated_at: row?.updatedAt.toISOString() },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(setup.simulator.trips.lookup('sentry', [s3?.reference as string])[0]?.status).toBe('canceled');
    const res = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    const ids = (res.body.rides as { data: { ride_id: number }[] }).data.map((r) => r.ride_id);
    expect(ids).not.toContain(s3?.id);
    // Seeded back to the state it had, the broker now disagrees with our cancelled ride.
    setup.simulator.trips.seed('sentry', [
      { referenceId: s3?.reference as string, status: 'scheduled', updatedAt: BROKER_UPDATED_AT },
    ]);
    const after = await sentryReport(`start_date=${DAY}&end_date=${DAY}`);
    const listed = (after.body.rides as { data: Record<string, unknown>[] }).data.find(
      (r) => r.ride_id === s3?.id,
    );
    expect(listed).toMatchObject({ fleetdesk_status: 'company_canceled', sentry_status: 'scheduled' });
  });

  it("answers 502 with Sentry's words when Sentry cannot be read", async () => {
    const res = await sentryReport(`start_date=${FAIL_DAY}&end_date=${FAIL_DAY}`);
    expect(res.status).toBe(502);
    expect(res.body.message).toBe('Sentry could not be read: Trip FAIL-1 cannot be looked up now');
  });
});
