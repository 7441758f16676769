import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { cars, drivers, files } from '../../db/schema';

export type NewFileRow = typeof files.$inferInsert;

export async function insertFile(tx: DbOrTx, row: NewFileRow) {
  const [inserted] = await tx.insert(files).values(row).returning();
  if (!inserted) throw new Error('insert into files returned no row');
  return inserted;
}

/** The file stored under a key, or undefined. */
export async function findFileByKey(tx: DbOrTx, storageKey: string) {
  const [row] = await tx.select().from(files).where(eq(files.storageKey, storageKey));
  return row;
}

/** The driver columns a photo change needs, locked for the rest of the transaction. */
export async function lockDriverPhoto(tx: DbOrTx, id: number) {
  const [row] = await tx
    .select({
      id: drivers.id,
      fleetId: drivers.fleetId,
      selfieUrl: drivers.selfieUrl,
      selfieThumbnailUrl: drivers.selfieThumbnailUrl,
    })
    .from(drivers)
    .where(eq(drivers.id, id))
    .for('update');
  return row;
}

/** The fleet of the driver or car a file belongs to (undefined when it is gone), to decide who reaches the file. */
export async function ownerFleet(tx: DbOrTx, owner: { type: 'driver' | 'car'; id: number }) {
  const table = owner.type === 'driver' ? drivers : cars;
  const [row] = await tx.select({ fleetId: table.fleetId }).from(table).where(eq(table.id, owner.id));
  return row;
}

export async function setDriverPhoto(
  tx: DbOrTx,
  id: number,
  urls: { selfieUrl: string; selfieThumbnailUrl: string },
) {
  await tx
    .update(drivers)
    .set({ ...urls, updatedAt: sql`now()` })
    .where(eq(drivers.id, id));
}
