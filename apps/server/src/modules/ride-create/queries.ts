import type { DbOrTx } from '../../db/client';
import { rides } from '../../db/schema';

export type NewRide = typeof rides.$inferInsert;

export async function insertRide(tx: DbOrTx, values: NewRide) {
  const [row] = await tx.insert(rides).values(values).returning({ id: rides.id });
  return (row as { id: number }).id;
}
