import type { sentryBilling } from '@fleetdesk/contract';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sentryBatches, sentryBatchLogs, sentryBatchRides, sentryFiles } from '../../db/schema';

/** The broker key of the rides this area bills (Sentry 2 is another account, billed elsewhere). */
const SENTRY = 'sentry';

export type BatchRow = typeof sentryBatches.$inferSelect & {
  totalRides: number;
  problemRides: number | null;
  createdByName: string | null;
};

/** The name of the admin in `column` (a table-qualified column: a bare name could mean the admin's own). */
const adminName = (column: '"sentry_batches"."created_by"' | '"sentry_files"."created_by"') =>
  sql<
    string | null
  >`(select a.first_name || ' ' || a.last_name from admins a where a.id = ${sql.raw(column)})`;

// Written out in full: inside a subquery drizzle's bare "id" would name the subquery's own column.
const BATCH_ID = sql.raw('"sentry_batches"."id"');
const batchColumns = {
  totalRides: sql<number>`(select count(*)::int from sentry_batch_rides r where r.batch_id = ${BATCH_ID})`,
  problemRides: sql<number | null>`case when ${sentryBatches.checkedAt} is null then null else
    (select count(*)::int from sentry_batch_logs l where l.batch_id = ${BATCH_ID}) end`,
  createdByName: adminName('"sentry_batches"."created_by"'),
};

export async function selectBatch(db: DbOrTx, id: number): Promise<BatchRow | undefined> {
  const [row] = await db
    .select({ batch: sentryBatches, ...batchColumns })
    .from(sentryBatches)
    .where(eq(sentryBatches.id, id));
  return (
    row && {
      ...row.batch,
      totalRides: row.totalRides,
      problemRides: row.problemRides,
      createdByName: row.createdByName,
    }
  );
}

/** The batch row, locked: every change of a batch (and of which rides it holds) goes through this lock. */
export async function lockBatch(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(sentryBatches).where(eq(sentryBatches.id, id)).for('update');
  return row;
}

export async function listBatches(
  db: DbOrTx,
  filters: { search?: string; status?: sentryBilling.SentryInvoiceStatus },
  page: { limit: number; offset: number },
) {
  const search = filters.search?.toLowerCase();
  const where = and(
    filters.status ? eq(sentryBatches.status, filters.status) : undefined,
    search
      ? sql`(${sentryBatches.id}::text = ${search} or lower(coalesce(${sentryBatches.note}, '')) like ${`%${search.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  );
  const rows = await db
    .select({ batch: sentryBatches, ...batchColumns, total: sql<number>`count(*) over ()::int` })
    .from(sentryBatches)
    .where(where)
    .orderBy(desc(sentryBatches.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    total: rows[0]?.total ?? 0,
    batches: rows.map((row) => ({
      ...row.batch,
      totalRides: row.totalRides,
      problemRides: row.problemRides,
      createdByName: row.createdByName,
    })),
  };
}

export async function insertBatch(tx: DbOrTx, values: typeof sentryBatches.$inferInsert) {
  const [row] = await tx.insert(sentryBatches).values(values).returning();
  return row as typeof sentryBatches.$inferSelect;
}

export async function updateBatchRow(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof sentryBatches.$inferInsert>,
) {
  await tx
    .update(sentryBatches)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sentryBatches.id, id));
}

/**
 * Puts into the batch the finished Sentry rides of its range that are not billed yet and that no batch
 * holds. Two batches assigning at once cannot share a ride: `ride_id` is the primary key, and a ride taken
 * by a transaction still in flight is waited for and then skipped (on conflict do nothing).
 */
export async function assignRidesInRange(tx: DbOrTx, batchId: number, from: Date, to: Date): Promise<number> {
  const { rows } = await tx.execute<{ ride_id: string }>(sql`
    insert into sentry_batch_rides (ride_id, batch_id)
    select r.id, ${batchId} from rides r
    join companies c on c.id = r.company_id and c.broker_key = ${SENTRY}
    where r.status = 'finished' and r.billing_status <> 'paid'
      and r.pickup_at >= ${from.toISOString()} and r.pickup_at <= ${to.toISOString()}
      and not exists (select 1 from sentry_batch_rides b where b.ride_id = r.id)
    order by r.id
    on conflict (ride_id) do nothing
    returning ride_id`);
  return rows.length;
}

/** Lets go of the batch's rides picked up outside [from, to] (all of them without a range). */
export async function releaseRides(tx: DbOrTx, batchId: number, range?: { from: Date; to: Date }) {
  const outside = range
    ? sql`and ride_id in (select id from rides where pickup_at < ${range.from.toISOString()} or pickup_at > ${range.to.toISOString()})`
    : sql``;
  const { rows } = await tx.execute(
    sql`delete from sentry_batch_rides where batch_id = ${batchId} ${outside} returning ride_id`,
  );
  return rows.length;
}

/** What the checks read of each ride of a batch. */
export async function batchRideFacts(tx: DbOrTx, batchId: number) {
  const { rows } = await tx.execute<RideFactsRow>(sql`
    select ${factsColumns} from sentry_batch_rides b join rides r on r.id = b.ride_id
    where b.batch_id = ${batchId} order by r.pickup_at, r.id`);
  return rows.map(toFacts);
}

export type RideFactsRow = {
  id: string;
  status: string;
  reference_id: string | null;
  rider_signature_url: string | null;
  amount_charged_cents: number | null;
  vendor_amount_cents: number | null;
  distance: number;
  vendor_distance: number | null;
  start_lat: number;
  start_lon: number;
  destination_lat: number;
  destination_lon: number;
  pickup_at: string | Date;
  driver_id: number | null;
  driver_name: string | null;
  driver_company: string | null;
  rider_name: string;
  new_trip_id: string | null;
};

const factsColumns = sql.raw(`r.id, r.status, r.reference_id, r.rider_signature_url, r.amount_charged_cents,
  r.vendor_amount_cents, r.distance, r.vendor_distance, r.start_lat, r.start_lon, r.destination_lat,
  r.destination_lon, r.pickup_at, r.driver_id, r.new_trip_id, r.first_name || ' ' || r.last_name as rider_name,
  (select d.first_name || ' ' || d.last_name from drivers d where d.id = r.driver_id) as driver_name,
  (select c.name from drivers d join companies c on c.id = d.company_id where d.id = r.driver_id) as driver_company`);

export const toFacts = (row: RideFactsRow) => ({
  id: Number(row.id),
  status: row.status,
  referenceId: row.reference_id,
  riderSignatureUrl: row.rider_signature_url,
  amountChargedCents: row.amount_charged_cents === null ? null : Number(row.amount_charged_cents),
  vendorAmountCents: row.vendor_amount_cents === null ? null : Number(row.vendor_amount_cents),
  distance: Number(row.distance),
  vendorDistance: row.vendor_distance === null ? null : Number(row.vendor_distance),
  start: { lat: Number(row.start_lat), lon: Number(row.start_lon) },
  destination: { lat: Number(row.destination_lat), lon: Number(row.destination_lon) },
  pickupAt: new Date(row.pickup_at),
  driverId: row.driver_id,
  driverName: row.driver_name,
  driverCompany: row.driver_company,
  riderName: row.rider_name,
  newTripId: row.new_trip_id,
});
export type RideRecord = ReturnType<typeof toFacts>;

/** The Sentry rides (finished or canceled by the rider) picked up in [from, to), for the reports. */
export async function reportRides(db: DbOrTx, from: Date, to: Date): Promise<RideRecord[]> {
  const { rows } = await db.execute<RideFactsRow>(sql`
    select ${factsColumns} from rides r join companies c on c.id = r.company_id and c.broker_key = ${SENTRY}
    where r.status in ('finished', 'user_canceled')
      and r.pickup_at >= ${from.toISOString()} and r.pickup_at < ${to.toISOString()}
    order by r.pickup_at, r.id`);
  return rows.map(toFacts);
}

export async function replaceLogs(
  tx: DbOrTx,
  batchId: number,
  lines: { rideId: number; code: sentryBilling.SentryCheckCode; note: string }[],
) {
  await tx.delete(sentryBatchLogs).where(eq(sentryBatchLogs.batchId, batchId));
  if (lines.length > 0) await tx.insert(sentryBatchLogs).values(lines.map((line) => ({ ...line, batchId })));
}

export const selectLogs = (db: DbOrTx, batchId: number) =>
  db
    .select()
    .from(sentryBatchLogs)
    .where(eq(sentryBatchLogs.batchId, batchId))
    .orderBy(sentryBatchLogs.rideId);

/** Marks which rides the new invoice bills (and unmarks the others). */
export async function markInvoiced(tx: DbOrTx, batchId: number, rideIds: number[]) {
  await tx.update(sentryBatchRides).set({ isInvoiced: false }).where(eq(sentryBatchRides.batchId, batchId));
  if (rideIds.length > 0)
    await tx
      .update(sentryBatchRides)
      .set({ isInvoiced: true })
      .where(and(eq(sentryBatchRides.batchId, batchId), inArray(sentryBatchRides.rideId, rideIds)));
}

/** Sets the billing status of the rides the batch's invoice billed. */
export async function setInvoicedRidesBilling(
  tx: DbOrTx,
  batchId: number,
  status: sentryBilling.SentryBillingStatus,
) {
  await tx.execute(sql`
    update rides set billing_status = ${status}, updated_at = now()
    where id in (select ride_id from sentry_batch_rides where batch_id = ${batchId} and is_invoiced)`);
}

export async function insertFile(tx: DbOrTx, values: typeof sentryFiles.$inferInsert) {
  const [row] = await tx.insert(sentryFiles).values(values).returning();
  return row as typeof sentryFiles.$inferSelect;
}

export const selectFiles = (db: DbOrTx, batchId: number) =>
  db
    .select({ file: sentryFiles, uploadedBy: adminName('"sentry_files"."created_by"') })
    .from(sentryFiles)
    .where(eq(sentryFiles.batchId, batchId))
    .orderBy(desc(sentryFiles.createdAt), desc(sentryFiles.id));

export const selectFileUploader = async (db: DbOrTx, fileId: number) => {
  const [row] = await db
    .select({ uploadedBy: adminName('"sentry_files"."created_by"') })
    .from(sentryFiles)
    .where(eq(sentryFiles.id, fileId));
  return row?.uploadedBy ?? null;
};
