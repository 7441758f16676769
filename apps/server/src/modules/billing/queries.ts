import type { billing, EndpointQuery } from '@fleetdesk/contract';
import { and, asc, desc, eq, inArray, isNull, ne, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { hiddenFromMarketplace } from '../../db/fleet-reach';
import {
  achFileEntries,
  admins,
  companies,
  drivers,
  journalEntries,
  paymentMethods,
  payouts,
  rides,
  transactionCategories,
  transactionRequests,
} from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';

export type TransactionRequestsQuery = z.output<EndpointQuery<typeof billing.listTransactionRequests>>;

const requester = alias(admins, 'requester');
const reviewer = alias(admins, 'reviewer');
const fullName = (first: SQLWrapper, last: SQLWrapper) => sql<string | null>`${first} || ' ' || ${last}`;

const columns = {
  request: transactionRequests,
  driverFirstName: drivers.firstName,
  driverLastName: drivers.lastName,
  driverThumbnail: drivers.selfieThumbnailUrl,
  driverPhone: drivers.phoneNumber,
  pickupAt: rides.pickupAt,
  requestedBy: fullName(requester.firstName, requester.lastName),
  reviewedBy: fullName(reviewer.firstName, reviewer.lastName),
  categoryName: transactionCategories.name,
  companyName: companies.name,
  paymentLastFour: paymentMethods.lastFour,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(transactionRequests)
    .innerJoin(drivers, eq(drivers.id, transactionRequests.driverId))
    .leftJoin(rides, eq(rides.id, transactionRequests.rideId))
    .leftJoin(requester, eq(requester.id, transactionRequests.requestedBy))
    .leftJoin(reviewer, eq(reviewer.id, transactionRequests.reviewedBy))
    .leftJoin(transactionCategories, eq(transactionCategories.id, transactionRequests.categoryId))
    .leftJoin(companies, eq(companies.id, transactionRequests.companyId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, transactionRequests.paymentMethodId));
export type RequestRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const SORT_COLUMNS = {
  id: transactionRequests.id,
  created_at: transactionRequests.createdAt,
  amount: transactionRequests.amountCents,
  status: transactionRequests.status,
  driver_id: transactionRequests.driverId,
} as const;

/** One page of requests of one type, read one row long. */
export function selectRequests(db: DbOrTx, query: TransactionRequestsQuery) {
  const filters: (SQL | undefined)[] = [
    eq(transactionRequests.type, query.type),
    query.statuses?.length ? inArray(transactionRequests.status, query.statuses) : undefined,
    query.category_ids?.length ? inArray(transactionRequests.categoryId, query.category_ids) : undefined,
    query.payout_types?.length ? inArray(transactionRequests.payoutType, query.payout_types) : undefined,
    query.driver_id ? eq(transactionRequests.driverId, query.driver_id) : undefined,
  ];
  const by = query.sort_by_type === 'asc' ? asc : desc;
  return joined(db)
    .where(and(...filters))
    .orderBy(by(SORT_COLUMNS[query.sort_by]), by(transactionRequests.id))
    .limit(query.per_page + 1)
    .offset((query.page - 1) * query.per_page);
}

export async function selectRequest(db: DbOrTx, id: number): Promise<RequestRow | undefined> {
  const [row] = await joined(db).where(eq(transactionRequests.id, id));
  return row;
}

/** The stored request, locked for the rest of the transaction. */
export async function lockRequest(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select()
    .from(transactionRequests)
    .where(eq(transactionRequests.id, id))
    .for('update');
  return row;
}

export async function insertRequest(tx: DbOrTx, values: typeof transactionRequests.$inferInsert) {
  const [row] = await tx.insert(transactionRequests).values(values).returning();
  if (!row) throw new Error('the request was not written');
  return row;
}

export async function updateRequest(
  tx: DbOrTx,
  id: number,
  values: Partial<typeof transactionRequests.$inferInsert>,
) {
  await tx
    .update(transactionRequests)
    .set({ ...values, updatedAt: nextUpdatedAt(transactionRequests.updatedAt) })
    .where(eq(transactionRequests.id, id));
}

const PAYOUT_ID = sql`currval(pg_get_serial_sequence('payouts', 'id'))::text`;

/**
 * The driver a money write is for, with the fleet (reach) and payout hold; locked against other money
 * writes. `no key update`, not `update`: a journal line's foreign key to the driver takes `key share`,
 * which `for update` would block while another write holding the balance row waits for us (deadlock).
 */
const moneyDriver = (db: DbOrTx, id: number) =>
  db
    .select({
      id: drivers.id,
      fleetId: drivers.fleetId,
      payoutHold: drivers.payoutHold,
      companyId: drivers.companyId,
    })
    .from(drivers)
    .where(eq(drivers.id, id));

export async function lockMoneyDriver(tx: DbOrTx, id: number) {
  const [row] = await moneyDriver(tx, id).for('no key update');
  return row;
}

/** The driver as a money write reads them, unlocked: for reads. */
export async function selectMoneyDriver(db: DbOrTx, id: number) {
  const [row] = await moneyDriver(db, id);
  return row;
}

export async function selectCategory(db: DbOrTx, id: number) {
  const [row] = await db.select().from(transactionCategories).where(eq(transactionCategories.id, id));
  return row;
}

export const selectCategories = (db: DbOrTx) =>
  db.select().from(transactionCategories).orderBy(asc(transactionCategories.id));

export async function selectCompany(db: DbOrTx, id: number) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.id, id));
  return row;
}

/** A ride with its company and what decides whether a fleet reaches it (db/fleet-reach.ts). */
export async function selectRide(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: rides.id,
      companyId: rides.companyId,
      fleetId: rides.fleetId,
      status: rides.status,
      driverId: rides.driverId,
      availableForDrivers: rides.availableForDrivers,
      hiddenFromMarketplace: sql<boolean>`${hiddenFromMarketplace}`,
    })
    .from(rides)
    .where(eq(rides.id, id));
  return row;
}

/**
 * A live bank account of the driver, or undefined. Share-locked: its removal (which refuses while a
 * payout waits on it) cannot slip between this check and the request or payout written to it.
 */
export async function selectDriverPaymentMethod(db: DbOrTx, driverId: number, id: number) {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(
      and(eq(paymentMethods.id, id), eq(paymentMethods.driverId, driverId), isNull(paymentMethods.deletedAt)),
    )
    .for('share');
  return row;
}

export async function countDriverPaymentMethods(db: DbOrTx, driverId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentMethods)
    .where(and(eq(paymentMethods.driverId, driverId), isNull(paymentMethods.deletedAt)));
  return row?.n ?? 0;
}

/** Credits for a driver's ride: one posted (approved, not reversed since), and any request not declined. */
export async function creditsForRide(db: DbOrTx, driverId: number, rideId: number) {
  const rows = await db
    .select({ status: transactionRequests.status })
    .from(transactionRequests)
    .where(
      and(
        eq(transactionRequests.driverId, driverId),
        eq(transactionRequests.rideId, rideId),
        eq(transactionRequests.type, 'credit'),
        ne(transactionRequests.status, 'declined'),
      ),
    );
  return {
    existsCredit: rows.some((row) => row.status !== 'pending'),
    existsRequest: rows.length > 0,
  };
}

/** The request's entry in force (posted by its last approval and not reversed), or undefined. */
export async function selectPostedEntry(db: DbOrTx, requestId: number) {
  const [row] = await db
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.transactionRequestId, requestId),
        ne(journalEntries.kind, 'reversal'),
        ne(journalEntries.kind, 'payout_paid'),
        sql`not exists (select 1 from journal_entries r where r.reverses_entry_id = ${journalEntries.id})`,
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1);
  return row;
}

export async function insertPayout(tx: DbOrTx, values: Omit<typeof payouts.$inferInsert, 'payoutNumber'>) {
  // The number is the id, padded: known only once the row exists, so it is set in the same statement.
  const [row] = await tx
    .insert(payouts)
    .values({
      ...values,
      // lpad cuts a longer string: past P-999999 the number keeps all its digits.
      payoutNumber: sql`'P-' || lpad(${PAYOUT_ID}, greatest(6, length(${PAYOUT_ID})), '0')`,
    })
    .returning();
  if (!row) throw new Error('the payout was not written');
  return row;
}

export async function lockPayoutOfRequest(tx: DbOrTx, requestId: number) {
  const [row] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.transactionRequestId, requestId), ne(payouts.status, 'failed')))
    .for('update');
  return row;
}

/** Whether the payout is named in an ACH file: the bank may pay it whatever we decide afterwards. */
export async function isPayoutInAchFile(tx: DbOrTx, payoutId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: achFileEntries.id })
    .from(achFileEntries)
    .where(eq(achFileEntries.payoutId, payoutId))
    .limit(1);
  return row !== undefined;
}

export async function updatePayout(tx: DbOrTx, id: number, values: Partial<typeof payouts.$inferInsert>) {
  await tx
    .update(payouts)
    .set({ ...values, updatedAt: nextUpdatedAt(payouts.updatedAt) })
    .where(eq(payouts.id, id));
}
