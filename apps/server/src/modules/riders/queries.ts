import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { inCompanies } from '../../db/reach';
import { paymentCards, riders } from '../../db/schema';

export type RiderRow = typeof riders.$inferSelect;
export type CardRow = typeof paymentCards.$inferSelect;

/** LIKE wildcards typed by the user match themselves. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Name (either order), e-mail, or phone digits containing the text. */
function searchCondition(search: string): SQL | undefined {
  const text = search.trim();
  if (text === '') return undefined;
  const pattern = `%${likeEscape(text)}%`;
  const digits = text.replace(/\D/g, '');
  return or(
    ilike(sql`${riders.firstName} || ' ' || ${riders.lastName}`, pattern),
    ilike(sql`${riders.lastName} || ' ' || ${riders.firstName}`, pattern),
    ilike(riders.email, pattern),
    digits.length >= 3
      ? sql`regexp_replace(coalesce(${riders.phoneNumber}, ''), '\\D', '', 'g') like ${`%${digits}%`}`
      : undefined,
  );
}

/** One page of riders by name within the companies reached, plus one row more to tell whether another page exists. */
export function searchRiders(
  db: DbOrTx,
  filter: {
    search?: string;
    companyId?: number;
    companyIds: readonly number[] | null;
    page: number;
    perPage: number;
  },
) {
  return db
    .select()
    .from(riders)
    .where(
      and(
        filter.search === undefined ? undefined : searchCondition(filter.search),
        filter.companyId === undefined ? undefined : eq(riders.companyId, filter.companyId),
        inCompanies(riders.companyId, filter.companyIds),
      ),
    )
    .orderBy(asc(riders.lastName), asc(riders.firstName), asc(riders.id))
    .limit(filter.perPage + 1)
    .offset((filter.page - 1) * filter.perPage);
}

export async function insertRider(db: DbOrTx, values: typeof riders.$inferInsert): Promise<RiderRow> {
  const [row] = await db.insert(riders).values(values).returning();
  return row as RiderRow;
}

export async function findRider(db: DbOrTx, id: number): Promise<RiderRow | null> {
  const [row] = await db.select().from(riders).where(eq(riders.id, id));
  return row ?? null;
}

export function listCards(db: DbOrTx, riderId: number) {
  return db
    .select()
    .from(paymentCards)
    .where(eq(paymentCards.riderId, riderId))
    .orderBy(asc(paymentCards.id));
}

export async function insertCard(db: DbOrTx, values: typeof paymentCards.$inferInsert): Promise<CardRow> {
  const [row] = await db.insert(paymentCards).values(values).returning();
  return row as CardRow;
}

export async function findCard(db: DbOrTx, id: number): Promise<CardRow | null> {
  const [row] = await db.select().from(paymentCards).where(eq(paymentCards.id, id));
  return row ?? null;
}
