import type { EndpointName } from '@fleetdesk/contract';
import type { Db } from '../src/db/client';
import { sentryBatches, sentryBatchRides } from '../src/db/schema';
import { makeSentryRide } from './sentry-fixtures';

/** A range of 2032 no demo ride reaches. */
const RANGE = { from_datetime: '2032-01-05T05:00:00.000Z', to_datetime: '2032-01-12T04:59:59.999Z' };

/** A fresh open batch (changes of one batch must not depend on what another call did to it). */
async function openBatch(db: Db) {
  const [row] = await db
    .insert(sentryBatches)
    .values({ fromDatetime: new Date(RANGE.from_datetime), toDatetime: new Date(RANGE.to_datetime) })
    .returning({ id: sentryBatches.id });
  return row?.id as number;
}

type Sample = { params?: Record<string, unknown>; body?: unknown };

/** Sentry billing requests for the generated tests: each batch change gets a batch of its own. */
export const SENTRY_SAMPLES: Partial<Record<EndpointName, (db: Db) => Promise<Sample>>> = {
  'sentry.updateBatch': async (db) => ({
    params: { id: await openBatch(db) },
    body: { ...RANGE, note: 'Sample' },
  }),
  'sentry.switchStatus': async (db) => ({
    params: { id: await openBatch(db) },
    body: { status: 'cancelled' },
  }),
  'sentry.runChecks': async (db) => ({ params: { id: await openBatch(db) } }),
  'sentry.assignRides': async (db) => ({ params: { id: await openBatch(db) } }),
  // An export needs a ride it can bill: a signed, charged Sentry ride of the batch.
  'sentry.exportBatch': async (db) => {
    const id = await openBatch(db);
    const rideId = await makeSentryRide(db, { day: '2032-01-06' });
    await db.insert(sentryBatchRides).values({ batchId: id, rideId });
    return { params: { id } };
  },
};

/** Batch 1 is the demo's paid batch (db/seed/sentry-billing.ts). */
export const SENTRY_FIXED_SAMPLES = {
  'sentry.createBatch': { body: { ...RANGE, note: 'Sample batch' } },
  'sentry.batchLogs': { params: { id: 1 } },
  'sentry.batch': { params: { id: 1 } },
  'sentry.batchFiles': { params: { id: 1 } },
  'sentry.trips': {
    query: { start_date: '2026-11-02', end_date: '2026-11-08', billing_status: 'pending', per_page: '5' },
  },
  'sentry.report': {
    params: { report_type: 'compliant-drivers' },
    body: { start_date: '2026-11-02', end_date: '2026-11-08' },
  },
} as const;
