import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { drivers } from '../../db/schema';

const stateColumns = {
  id: drivers.id,
  status: drivers.status,
  fleetId: drivers.fleetId,
  online: drivers.online,
  isGoToDestination: drivers.isGoToDestination,
  updatedAt: drivers.updatedAt,
};

export type DriverStateRow = Awaited<ReturnType<typeof lockDriverState>>;

/** A driver's state columns, locked for the rest of the transaction; undefined when there is no such driver. */
export async function lockDriverState(tx: DbOrTx, id: number) {
  const [row] = await tx.select(stateColumns).from(drivers).where(eq(drivers.id, id)).for('update');
  return row;
}

export async function updateDriverState(
  tx: DbOrTx,
  id: number,
  flags: { online: boolean; isGoToDestination: boolean },
) {
  const [row] = await tx
    .update(drivers)
    .set({ ...flags, updatedAt: sql`now()` })
    .where(eq(drivers.id, id))
    .returning(stateColumns);
  return row;
}
