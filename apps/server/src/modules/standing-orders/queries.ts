import { ACTIVE_RIDE_STATUSES, type standingOrders as contract } from '@fleetdesk/contract';
import { and, eq, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import { admins, companies, riders, rides, rideTypes, standingOrders } from '../../db/schema';
import { nextUpdatedAt } from '../../db/updated-at';

export type NewStandingOrder = typeof standingOrders.$inferInsert;
export type StandingOrderRecord = typeof standingOrders.$inferSelect;

const activeStatuses = sql.raw(ACTIVE_RIDE_STATUSES.map((status) => `'${status}'`).join(', '));

/** A standing order with the names the list shows and its rides still to come. */
const orderColumns = {
  order: standingOrders,
  companyName: companies.name,
  riderFirstName: riders.firstName,
  riderLastName: riders.lastName,
  riderPhoneNumber: riders.phoneNumber,
  rideTypeName: rideTypes.displayName,
  createdByName: sql<string | null>`${admins.firstName} || ' ' || ${admins.lastName}`,
  ridesAhead: sql<number>`(select count(*)::int from rides r where r.standing_order_id = ${standingOrders.id}
    and r.pickup_at > now() and r.status in (${activeStatuses}))`,
};
export type StandingOrderRow = {
  order: StandingOrderRecord;
  companyName: string;
  riderFirstName: string;
  riderLastName: string;
  riderPhoneNumber: string | null;
  rideTypeName: string;
  createdByName: string | null;
  ridesAhead: number;
};

const selectOrders = (db: DbOrTx, where: SQL | undefined) =>
  db
    .select(orderColumns)
    .from(standingOrders)
    .innerJoin(companies, eq(companies.id, standingOrders.companyId))
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .innerJoin(rideTypes, eq(rideTypes.id, standingOrders.rideTypeId))
    .leftJoin(admins, eq(admins.id, standingOrders.createdBy))
    .where(where);

export interface OrderFilter {
  companyIds: readonly number[] | null;
  status?: contract.StandingOrderStatus;
  companyId?: number;
  search?: string;
}

const filterCondition = (filter: OrderFilter) =>
  and(
    inCompanies(standingOrders.companyId, filter.companyIds),
    filter.status ? eq(standingOrders.status, filter.status) : undefined,
    filter.companyId ? eq(standingOrders.companyId, filter.companyId) : undefined,
    filter.search
      ? sql`lower(${riders.firstName} || ' ' || ${riders.lastName}) like ${`%${filter.search.toLowerCase()}%`}`
      : undefined,
  );

/** A page of orders in reach: active first, then by rider name. */
export async function listOrders(db: DbOrTx, filter: OrderFilter, page: number, perPage: number) {
  const where = filterCondition(filter);
  const rows = await selectOrders(db, where)
    .orderBy(standingOrders.status, riders.lastName, riders.firstName, standingOrders.id)
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(standingOrders)
    .innerJoin(riders, eq(riders.id, standingOrders.riderId))
    .where(where);
  return { rows: rows as StandingOrderRow[], total: counted?.total ?? 0 };
}

export async function findOrder(db: DbOrTx, id: number, companyIds: readonly number[] | null) {
  const [row] = await selectOrders(
    db,
    and(eq(standingOrders.id, id), inCompanies(standingOrders.companyId, companyIds)),
  );
  return row as StandingOrderRow | undefined;
}

/** The order's row, locked until the transaction ends (one change at a time). */
export async function lockOrder(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(standingOrders).where(eq(standingOrders.id, id)).for('update');
  return row;
}

export async function insertOrder(tx: DbOrTx, values: NewStandingOrder) {
  const [row] = await tx.insert(standingOrders).values(values).returning();
  return row as StandingOrderRecord;
}

export async function updateOrder(tx: DbOrTx, id: number, values: Partial<NewStandingOrder>) {
  const [row] = await tx
    .update(standingOrders)
    .set({ ...values, updatedAt: nextUpdatedAt(standingOrders.updatedAt) })
    .where(eq(standingOrders.id, id))
    .returning();
  return row as StandingOrderRecord;
}

/** The rider's company, whether it is a facility, and whether the rider has an e-mail. */
export async function findRiderCompany(db: DbOrTx, riderId: number) {
  const [row] = await db
    .select({ companyId: riders.companyId, email: riders.email, isFacility: companies.isFacility })
    .from(riders)
    .innerJoin(companies, eq(companies.id, riders.companyId))
    .where(eq(riders.id, riderId));
  return row;
}

export async function findRideTypeCompany(db: DbOrTx, rideTypeId: number) {
  const [row] = await db
    .select({ companyId: rideTypes.companyId })
    .from(rideTypes)
    .where(eq(rideTypes.id, rideTypeId));
  return row;
}

export async function findRider(db: DbOrTx, riderId: number) {
  const [row] = await db.select().from(riders).where(eq(riders.id, riderId));
  return row;
}

/** Active orders whose schedule has not ended before `today` (the job's work list). */
export async function listLiveOrders(db: DbOrTx, today: string, onlyId?: number) {
  return db
    .select()
    .from(standingOrders)
    .where(
      and(
        eq(standingOrders.status, 'active'),
        or(isNull(standingOrders.endDate), sql`${standingOrders.endDate} >= ${today}`),
        onlyId === undefined ? undefined : eq(standingOrders.id, onlyId),
      ),
    )
    .orderBy(standingOrders.id);
}

/** The dates from `from` on that already have the order's ride (cancelled ones too: never remade). */
export async function createdDates(db: DbOrTx, orderId: number, from: string) {
  const rows = await db
    .select({ date: rides.standingOrderDate })
    .from(rides)
    .where(
      and(
        eq(rides.standingOrderId, orderId),
        isNotNull(rides.standingOrderDate),
        isNull(rides.mainRideId),
        sql`${rides.standingOrderDate} >= ${from}`,
      ),
    );
  return new Set(rows.map((row) => row.date as string));
}

/** Records what the last run could not do (null once it could); not an edit: updated_at stays. */
export async function setLastProblem(db: DbOrTx, id: number, problem: string | null) {
  await db
    .update(standingOrders)
    .set({ lastProblem: problem })
    .where(and(eq(standingOrders.id, id), sql`${standingOrders.lastProblem} is distinct from ${problem}`));
}
