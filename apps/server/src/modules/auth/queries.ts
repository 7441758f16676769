import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, verificationCodes } from '../../db/schema';

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [admin] = await db.select().from(admins).where(sql`lower(${admins.email}) = ${email.toLowerCase()}`);
  return admin;
}

/** The admin's pending code, locked for the rest of the transaction so two requests cannot race. */
export async function lockStoredCode(tx: DbOrTx, adminId: number) {
  const [row] = await tx
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.adminId, adminId))
    .for('update');
  return row;
}

export async function saveCode(tx: DbOrTx, values: typeof verificationCodes.$inferInsert): Promise<void> {
  await tx
    .insert(verificationCodes)
    .values(values)
    .onConflictDoUpdate({ target: verificationCodes.adminId, set: { ...values, createdAt: new Date() } });
}

export async function recordFailedAttempt(tx: DbOrTx, adminId: number, burn: boolean): Promise<void> {
  await tx
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1`, ...(burn ? { codeHash: null } : {}) })
    .where(eq(verificationCodes.adminId, adminId));
}

export async function deleteCode(tx: DbOrTx, adminId: number): Promise<void> {
  await tx.delete(verificationCodes).where(eq(verificationCodes.adminId, adminId));
}
