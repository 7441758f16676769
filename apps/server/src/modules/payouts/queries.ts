import { type payouts as contract, PAYOUT_STATUSES } from '@fleetdesk/contract';
import { and, desc, eq, gte, inArray, lt, not, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  companies,
  drivers,
  journalEntries,
  paymentMethods,
  payouts,
  transactionRequests,
} from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';
import { escapeLike } from '../rides/search';
import { payoutWindow } from './rules';

const driverName = sql<string>`${drivers.firstName} || ' ' || ${drivers.lastName}`;

/**
 * The payouts list's filters as one SQL condition (spec 2 §2): also the export-with-filter's. The
 * search matches the driver (name, id, TLC licence: through the drivers' trigram indexes) or the
 * payout (number, reference, note); the time window always bounds `created_at`.
 */
export function payoutsWhere(filters: contract.PayoutFilters, now: Date): SQL {
  const window = payoutWindow(filters, now);
  return and(
    gte(payouts.createdAt, window.from),
    window.to ? lt(payouts.createdAt, window.to) : undefined,
    filters.types?.length ? inArray(payouts.type, filters.types) : undefined,
    // "All" is every status, said out loud: the list index leads with (status, quickbooks_status), so
    // naming the three values of each lets PostgreSQL walk it for the time window instead of the table.
    inArray(payouts.status, filters.payout_status ? [filters.payout_status] : [...PAYOUT_STATUSES]),
    inArray(
      payouts.quickbooksStatus,
      filters.quickbooks_status ? [filters.quickbooks_status] : [...PAYOUT_STATUSES],
    ),
    filters.bank_status ? eq(payouts.bankStatus, filters.bank_status) : undefined,
    filters.company_ids?.length ? inArray(payouts.companyId, filters.company_ids) : undefined,
    filters.search ? searchCondition(filters.search) : undefined,
  ) as SQL;
}

/** The payout's own searchable text, exactly as `payouts_search_trgm` indexes it. */
const payoutText = sql`(${payouts.payoutNumber} || ' ' || coalesce(${payouts.reference}, '') || ' ' || coalesce(${payouts.note}, ''))`;

function searchCondition(search: string): SQL {
  const pattern = `%${escapeLike(search)}%`;
  const driverId = /^\d{1,9}$/.test(search) ? Number(search) : null;
  const matchingDrivers = sql`select ${drivers.id} from ${drivers} where ${driverName} ilike ${pattern} or ${drivers.tlcLicense} ilike ${pattern}`;
  // From three characters (a trigram) each branch can use an index (the drivers' ids through
  // payouts_driver_idx, the text through its trigram index), so a search over a year of payouts reads
  // only the matching rows. A shorter search matches too much for an index: the time window is read,
  // checking each payout's driver in a hashed set.
  const ofDrivers =
    search.length >= 3
      ? sql`${payouts.driverId} = any(array(${matchingDrivers}))`
      : sql`${payouts.driverId} in (${matchingDrivers})`;
  return or(
    ofDrivers,
    driverId === null ? undefined : eq(payouts.driverId, driverId),
    sql`${payoutText} ilike ${pattern}`,
  ) as SQL;
}

const columns = {
  payout: payouts,
  driverFirstName: drivers.firstName,
  driverLastName: drivers.lastName,
  businessName: drivers.businessName,
  tlcLicense: drivers.tlcLicense,
  companyName: companies.name,
  bankName: paymentMethods.name,
  bankLastFour: paymentMethods.lastFour,
};

const joined = (db: DbOrTx) =>
  db
    .select(columns)
    .from(payouts)
    .innerJoin(drivers, eq(drivers.id, payouts.driverId))
    .leftJoin(companies, eq(companies.id, payouts.companyId))
    .leftJoin(paymentMethods, eq(paymentMethods.id, payouts.paymentMethodId));
/** A payout with what its row shows of the driver, the company and the bank account. */
export type PayoutRow = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];

const newestFirst = [desc(payouts.createdAt), desc(payouts.id)];

/**
 * One page of the list, newest first, read one row long to know whether another page follows. The
 * page's ids are found from `payouts` alone and only they are joined to their driver, company and bank
 * account: joining first would join every payout of the time window before the sort (bench:money).
 */
export function selectPayoutsPage(db: DbOrTx, where: SQL, page: { limit: number; offset: number }) {
  const pageIds = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(where)
    .orderBy(...newestFirst)
    .limit(page.limit + 1)
    .offset(page.offset);
  return joined(db)
    .where(inArray(payouts.id, pageIds))
    .orderBy(...newestFirst);
}

/** Every payout matching, newest first (exports). */
export const selectAllPayouts = (db: DbOrTx, where: SQL) =>
  joined(db)
    .where(where)
    .orderBy(...newestFirst);

/** The Total row: how many payouts match and their sum in cents. */
export async function selectPayoutsTotal(db: DbOrTx, where: SQL) {
  const [row] = await db
    .select({
      count: sql<number>`count(*)::int`,
      cents: sql<string>`coalesce(sum(${payouts.amountCents}), 0)::text`,
    })
    .from(payouts)
    .where(where);
  return { count: row?.count ?? 0, cents: Number(row?.cents ?? 0) };
}

export async function selectPayout(db: DbOrTx, id: number): Promise<PayoutRow | undefined> {
  const [row] = await joined(db).where(eq(payouts.id, id));
  return row;
}

/** The stored payout, locked for the rest of the transaction. */
export async function lockPayout(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(payouts).where(eq(payouts.id, id)).for('update');
  return row;
}
export type StoredPayout = typeof payouts.$inferSelect;

export async function updatePayoutRow(tx: DbOrTx, id: number, values: Partial<typeof payouts.$inferInsert>) {
  await tx
    .update(payouts)
    .set({ ...values, updatedAt: nextUpdatedAt(payouts.updatedAt) })
    .where(eq(payouts.id, id));
}

/** The entry that moved the payout's amount to pending, when it has not been reversed. */
export async function selectPayoutMove(tx: DbOrTx, payoutId: number) {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.payoutId, payoutId),
        eq(journalEntries.kind, 'payout'),
        not(sql`exists (select 1 from journal_entries r where r.reverses_entry_id = ${journalEntries.id})`),
      ),
    )
    .orderBy(desc(journalEntries.id))
    .limit(1);
  return row;
}

/** The payout's request follows it: paid when the bank paid, declined when the payout failed. */
export async function setRequestStatus(tx: DbOrTx, requestId: number, status: 'paid' | 'declined') {
  await tx
    .update(transactionRequests)
    .set({ status, updatedAt: nextUpdatedAt(transactionRequests.updatedAt) })
    .where(eq(transactionRequests.id, requestId));
}
