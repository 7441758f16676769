import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { riders, rideTypes, standingOrders } from '../src/db/schema';

/** Company 39 (the default for new rides) and a rider and ride type of it, from the demo seed. */
export const ORDER_COMPANY = 39;

/** A rider of the company, one with an e-mail first (outside facilities, rides are booked with one). */
export async function riderOf(db: Db, companyId = ORDER_COMPANY) {
  const [rider] = await db
    .select()
    .from(riders)
    .where(eq(riders.companyId, companyId))
    .orderBy(sql`${riders.email} is null`, riders.id)
    .limit(1);
  if (!rider) throw new Error(`the demo seed has no rider of company ${companyId}`);
  return rider;
}

export async function rideTypeOf(db: Db, companyId = ORDER_COMPANY) {
  const [type] = await db
    .select()
    .from(rideTypes)
    .where(and(eq(rideTypes.companyId, companyId)))
    .orderBy(rideTypes.id)
    .limit(1);
  if (!type) throw new Error(`the demo seed has no ride type of company ${companyId}`);
  return type;
}

/** A standing order written straight to the database (the API's own path is tested over HTTP). */
export async function makeStandingOrder(
  db: Db,
  values: Partial<typeof standingOrders.$inferInsert> = {},
): Promise<typeof standingOrders.$inferSelect> {
  const companyId = values.companyId ?? ORDER_COMPANY;
  const [row] = await db
    .insert(standingOrders)
    .values({
      companyId,
      riderId: (await riderOf(db, companyId)).id,
      rideTypeId: (await rideTypeOf(db, companyId)).id,
      startAddress: '1 Main St, Brooklyn, NY',
      startLat: 40.6928,
      startLon: -73.99,
      destinationAddress: 'Dialysis Center, 600 E 125th St, New York, NY',
      destinationLat: 40.8019,
      destinationLon: -73.9316,
      pickupTime: '08:30',
      returnTime: '12:30',
      daysOfWeek: [1, 3, 5],
      startDate: '2026-01-01',
      paymentType: 'passenger',
      ...values,
    })
    .returning();
  return row as typeof standingOrders.$inferSelect;
}
