import { driverStats } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { newYorkMidnight } from '../../modules/payouts/rules';
import { billingProblems, logLineOf } from '../../modules/sentry-billing/rules';
import type { FileStorage } from '../../platform/adapters/storage';
import { businessDay } from '../../platform/business-day';
import type { DbOrTx } from '../client';
import { files, sentryBatches, sentryBatchLogs, sentryBatchRides } from '../schema';
import { seedPictureKey, storedUrl } from './pictures';

/** The billing user of the demo (people.ts) makes the batches. */
const BILLING_ADMIN_ID = 5;
/** Signature styles drawn for the demo's riders (the driver app would capture a real one). */
const SIGNATURE_STYLES = 6;
/** One finished Sentry ride in this many has no signature, so the checks have something to find. */
const UNSIGNED_EVERY = 13;

/** A signature-like stroke on white, drawn from a seed so the demo stays the same. */
function signatureSvg(style: number): Buffer {
  const points: string[] = [];
  let x = 20;
  for (let i = 0; i < 9; i++) {
    const up = 20 + ((style * 7 + i * 13) % 25);
    const down = 70 - ((style * 11 + i * 5) % 20);
    points.push(`Q ${x + 10} ${up} ${x + 20} ${(up + down) / 2} T ${x + 40} ${down}`);
    x += 40;
  }
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="100"><rect width="400" height="100" fill="#fff"/>` +
      `<path d="M 20 60 ${points.join(' ')}" fill="none" stroke="#1a237e" stroke-width="3" stroke-linecap="round"/>` +
      `<line x1="15" y1="85" x2="385" y2="85" stroke="#9e9e9e" stroke-width="1"/></svg>`,
  );
}

/** Stores the signature pictures and gives most finished Sentry rides one of them. */
async function signRides(tx: DbOrTx, storage: FileStorage, now: Date): Promise<number> {
  const keys: string[] = [];
  for (let style = 0; style < SIGNATURE_STYLES; style++) {
    const key = seedPictureKey('signatures', `style-${style}`);
    const bytes = await sharp(signatureSvg(style)).jpeg({ quality: 85 }).toBuffer();
    await storage.put(key, bytes, 'image/jpeg');
    await tx.insert(files).values({
      location: 'signatures',
      isPublic: false,
      storageKey: key,
      contentType: 'image/jpeg',
      sizeBytes: bytes.length,
      createdAt: now,
    });
    keys.push(storedUrl(key));
  }
  const { rows } = await tx.execute(sql`
    update rides r set rider_signature_url = (${sql.raw(`array['${keys.join("','")}']`)})[(r.id % ${SIGNATURE_STYLES}) + 1]
    from companies c
    where c.id = r.company_id and c.broker_key = 'sentry' and r.status = 'finished' and r.id % ${UNSIGNED_EVERY} <> 0
    returning r.id`);
  return rows.length;
}

interface PlannedBatch {
  weeksBack: number;
  status: 'paid' | 'submitted' | 'exported' | 'checked' | 'open';
  note: string | null;
}

const PLAN: readonly PlannedBatch[] = [
  { weeksBack: 4, status: 'paid', note: 'Paid by Sentry remittance' },
  { weeksBack: 3, status: 'submitted', note: 'Sent to Sentry billing portal' },
  { weeksBack: 2, status: 'exported', note: null },
  { weeksBack: 1, status: 'checked', note: 'Signatures to chase with drivers' },
  { weeksBack: 0, status: 'open', note: null },
];

/**
 * Demo Sentry invoice batches, one a week back from this one, in different statuses: the older ones
 * billed (their rides marked invoiced, paid for the paid one), last week's checked, this week's open.
 * Without storage (database-only seeds) the rides carry no signature, and the checks say so.
 */
export async function insertSentryBilling(tx: DbOrTx, now: Date, storage?: FileStorage) {
  const signed = storage ? await signRides(tx, storage, now) : 0;
  const monday = driverStats.driverStatsDays('this_week', businessDay(now)).start;
  for (const planned of PLAN) {
    const start = driverStats.addCalendarDays(monday, -7 * planned.weeksBack);
    const from = newYorkMidnight(start);
    const to = new Date(newYorkMidnight(driverStats.addCalendarDays(start, 7)).getTime() - 1);
    const [batch] = await tx
      .insert(sentryBatches)
      .values({
        status: planned.status,
        note: planned.note,
        fromDatetime: from,
        toDatetime: to,
        createdBy: BILLING_ADMIN_ID,
        createdAt: from,
      })
      .returning({ id: sentryBatches.id });
    const batchId = batch?.id as number;
    if (planned.status === 'open') continue;
    const { rows } = await tx.execute<{
      id: string;
      status: string;
      reference_id: string | null;
      rider_signature_url: string | null;
      amount_charged_cents: number | null;
      distance: number;
      vendor_distance: number | null;
      start_lat: number;
      start_lon: number;
      destination_lat: number;
      destination_lon: number;
    }>(sql`
      select r.id, r.status, r.reference_id, r.rider_signature_url, r.amount_charged_cents, r.distance,
        r.vendor_distance, r.start_lat, r.start_lon, r.destination_lat, r.destination_lon
      from rides r join companies c on c.id = r.company_id and c.broker_key = 'sentry'
      where r.status = 'finished' and r.pickup_at >= ${from.toISOString()} and r.pickup_at <= ${to.toISOString()}`);
    const checked = rows.map((row) => ({
      id: Number(row.id),
      amount: Number(row.amount_charged_cents ?? 0),
      line: logLineOf(
        billingProblems({
          status: row.status,
          referenceId: row.reference_id,
          riderSignatureUrl: row.rider_signature_url,
          amountChargedCents: row.amount_charged_cents,
          distance: Number(row.distance),
          vendorDistance: row.vendor_distance === null ? null : Number(row.vendor_distance),
          start: { lat: Number(row.start_lat), lon: Number(row.start_lon) },
          destination: { lat: Number(row.destination_lat), lon: Number(row.destination_lon) },
        }),
      ),
    }));
    const isBilled = planned.status !== 'checked';
    const invoiced = checked.filter((ride) => ride.line === null);
    if (checked.length > 0)
      await tx
        .insert(sentryBatchRides)
        .values(
          checked.map((ride) => ({ rideId: ride.id, batchId, isInvoiced: isBilled && ride.line === null })),
        );
    const held = checked.flatMap((ride) => (ride.line ? [{ batchId, rideId: ride.id, ...ride.line }] : []));
    if (held.length > 0) await tx.insert(sentryBatchLogs).values(held);
    // Rides of an invoice still in flight are not paid yet; the paid batch paid the rides it billed.
    if (checked.length > 0)
      await tx.execute(
        sql`update rides set billing_status = 'pending' where id in (select ride_id from sentry_batch_rides where batch_id = ${batchId})`,
      );
    if (planned.status === 'paid')
      await tx.execute(
        sql`update rides set billing_status = 'paid' where id in (select ride_id from sentry_batch_rides where batch_id = ${batchId} and is_invoiced)`,
      );
    await tx
      .update(sentryBatches)
      .set({
        checkedAt: to,
        billedAmountCents: isBilled ? invoiced.reduce((sum, ride) => sum + ride.amount, 0) : 0,
        invoicedRides: isBilled ? invoiced.length : 0,
      })
      .where(sql`${sentryBatches.id} = ${batchId}`);
  }
  return { batches: PLAN.length, signed };
}
