import { asc, isNotNull } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { riders } from '../src/db/schema';

/** The first seeded rider with an e-mail: a rider every test database holds. */
export async function seededRider(db: Db) {
  const [row] = await db
    .select()
    .from(riders)
    .where(isNotNull(riders.email))
    .orderBy(asc(riders.id))
    .limit(1);
  return row as NonNullable<typeof row>;
}
