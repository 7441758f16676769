import { driverStats, newYorkMidnight } from '@fleetdesk/contract';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import {
  assignRidesInRange,
  batchRideFacts,
  insertBatch,
  insertFile,
  markInvoiced,
  replaceLogs,
  setInvoicedRidesBilling,
  updateBatchRow,
} from '../../modules/sentry-billing/queries';
import { billingProblems, logLineOf } from '../../modules/sentry-billing/rules';
import { invoiceSheet, sheetCsv } from '../../modules/sentry-billing/sheets';
import type { FileStorage } from '../../platform/adapters/storage';
import { businessDay } from '../../platform/business-day';
import type { DbOrTx } from '../client';
import { files } from '../schema';
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
 * Demo Sentry invoice batches, one a week back from this one, in different statuses, put together as the
 * screens do it (assign, check, export): the older ones billed (with their invoice file when the seed has
 * storage), the paid one's rides paid, last week's checked, this week's open. The demo's finished rides of
 * those weeks start unpaid: billing them is what the batches show. Without storage (database-only seeds)
 * the rides carry no signature, and the checks say so.
 */
export async function insertSentryBilling(tx: DbOrTx, now: Date, storage?: FileStorage) {
  const signed = storage ? await signRides(tx, storage, now) : 0;
  const monday = driverStats.driverStatsDays('this_week', businessDay(now)).start;
  for (const planned of PLAN) {
    const start = driverStats.addCalendarDays(monday, -7 * planned.weeksBack);
    const from = newYorkMidnight(start);
    const to = new Date(newYorkMidnight(driverStats.addCalendarDays(start, 7)).getTime() - 1);
    const batch = await insertBatch(tx, {
      status: planned.status,
      note: planned.note,
      fromDatetime: from,
      toDatetime: to,
      createdBy: BILLING_ADMIN_ID,
      createdAt: from,
    });
    if (planned.status === 'open') continue;
    await tx.execute(sql`
      update rides r set billing_status = 'pending' from companies c
      where c.id = r.company_id and c.broker_key = 'sentry' and r.status = 'finished'
        and r.pickup_at >= ${from.toISOString()} and r.pickup_at <= ${to.toISOString()}`);
    await assignRidesInRange(tx, batch.id, from, to);
    const rides = await batchRideFacts(tx, batch.id);
    const lines = rides.flatMap((ride) => {
      const line = logLineOf(billingProblems(ride));
      return line ? [{ rideId: ride.id, ...line }] : [];
    });
    await replaceLogs(tx, batch.id, lines);
    const isBilled = planned.status !== 'checked';
    const billable = isBilled ? rides.filter((ride) => !lines.some((line) => line.rideId === ride.id)) : [];
    await markInvoiced(
      tx,
      batch.id,
      billable.map((ride) => ride.id),
    );
    if (planned.status === 'paid') await setInvoicedRidesBilling(tx, batch.id, 'paid');
    if (storage && billable.length > 0) {
      const sheet = invoiceSheet(batch.id, billable);
      const key = seedCsvKey(`invoice-${batch.id}`);
      await storage.put(key, sheetCsv(sheet), 'text/csv');
      await insertFile(tx, {
        batchId: batch.id,
        type: 'invoice',
        name: `sentry-invoice-${batch.id}-${driverStats.addCalendarDays(start, 7)}.csv`,
        storageKey: key,
        rows: sheet.rows.length,
        createdBy: BILLING_ADMIN_ID,
        createdAt: to,
      });
    }
    await updateBatchRow(tx, batch.id, {
      checkedAt: to,
      billedAmountCents: billable.reduce((sum, ride) => sum + (ride.amountChargedCents ?? 0), 0),
      invoicedRides: billable.length,
    });
  }
  return { batches: PLAN.length, signed };
}

/** A private CSV key derived from `name` (the same demo stores the same keys). */
const seedCsvKey = (name: string) => seedPictureKey('sentry', name).replace(/\.jpg$/, '.csv');
