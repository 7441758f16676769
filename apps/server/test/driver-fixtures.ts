import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { auditLog, drivers } from '../src/db/schema';

let phones = 0;

/**
 * A US phone number no demo driver has (demo numbers are 555 numbers of five NYC area codes), unique
 * within the run: (332) 2PP-NNNN with PP from the process id.
 */
export const freshPhone = () =>
  `(332) ${200 + (process.pid % 800)}-${String(phones++ % 10_000).padStart(4, '0')}`;

/** A create-driver form every spec 2 §5 rule accepts, with a fresh phone number. */
export const driverForm = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Ada',
  last_name: 'Lovelace',
  dob_date: '1985-12-10',
  sex: 'female',
  ssn: '900-12-3456',
  email: 'ada.lovelace@example.com',
  phone_number: freshPhone(),
  address_street: '12 Main St',
  address_city: 'Brooklyn',
  address_zipcode: '11201',
  address_state: 'NY',
  driver_license_state: 'NY',
  driver_license: '123456789',
  tlc_license: '5123456',
  ...overrides,
});

/** A new driver stored straight in the table (waiting for approval), in `fleetId`. */
export async function makeDriver(db: Db, values: Partial<typeof drivers.$inferInsert> = {}): Promise<number> {
  const [row] = await db
    .insert(drivers)
    .values({
      firstName: 'Test',
      lastName: 'Driver',
      phoneNumber: `+1${freshPhone().replace(/\D/g, '')}`,
      ...values,
    })
    .returning({ id: drivers.id });
  return row?.id as number;
}

export async function driverRow(db: Db, id: number) {
  const [row] = await db.select().from(drivers).where(eq(drivers.id, id));
  return row;
}

export const driverAudit = (db: Db, id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entityType, 'driver'), eq(auditLog.entityId, String(id))))
    .orderBy(asc(auditLog.id));
