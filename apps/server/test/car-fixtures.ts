import { FACILITY_ROLE_ID } from '@fleetdesk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { adminRoles, admins, auditLog, cars } from '../src/db/schema';
import { tokenForEmail } from './ride-fixtures';

let plates = 0;

/** A plate no demo car has (demo plates never start with ZQ), unique within the run. */
export const freshPlate = () => `ZQ${process.pid % 100}${String(plates++).padStart(3, '0')}`;

/**
 * A new car of the fleet (a sedan in NY unless told), without a driver unless given one. An active car
 * with a driver is the one they drive: their other active cars go offline first, as the product does.
 */
export async function makeCar(db: Db, values: Partial<typeof cars.$inferInsert> = {}): Promise<number> {
  if (values.status === 'active' && values.driverId)
    await db
      .update(cars)
      .set({ status: 'offline' })
      .where(and(eq(cars.driverId, values.driverId), eq(cars.status, 'active')));
  const [row] = await db
    .insert(cars)
    .values({
      typeId: 1,
      vinNumber: '1HGCM82633A004352',
      plateNumber: freshPlate(),
      color: 'black',
      status: 'offline',
      ...values,
    })
    .returning({ id: cars.id });
  return row?.id as number;
}

export async function carRow(db: Db, id: number) {
  const [row] = await db.select().from(cars).where(eq(cars.id, id));
  return row;
}

export const carAudit = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'car'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));

async function newAdmin(db: Db, email: string, values: Partial<typeof admins.$inferInsert> = {}) {
  const [admin] = await db
    .insert(admins)
    .values({ email, username: email, firstName: 'Test', lastName: 'Cars', passwordHash: 'x', ...values })
    .returning({ id: admins.id });
  return admin?.id as number;
}

/** A facility user: the facility role in the Harlem facility (company 50) only. */
export async function facilityToken(db: Db): Promise<string> {
  const email = `facility.${plates++}@cars.test`;
  const adminId = await newAdmin(db, email);
  await db.insert(adminRoles).values({ adminId, roleId: FACILITY_ROLE_ID, companyId: 50 });
  return tokenForEmail(db, email);
}

/** A read-only super admin: every key, but no write. */
export async function readOnlyToken(db: Db): Promise<string> {
  const email = `read-only.${plates++}@cars.test`;
  await newAdmin(db, email, { isReadOnly: true, superAdmin: true });
  return tokenForEmail(db, email);
}
