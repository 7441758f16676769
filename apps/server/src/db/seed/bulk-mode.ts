import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../client';

/** From this many rides on, the seed loads without per-row foreign-key triggers (benchmark data sets). */
export const BULK_RIDE_THRESHOLD = 100_000;

/**
 * Foreign-key checks run as one trigger query per row and cost more than the insert itself (about 200 µs a
 * ride). For a large seed run by a superuser, turn triggers off for this transaction only; CHECK and
 * unique constraints still apply, and `verifyForeignKeys` proves the references afterwards in one pass.
 * Returns whether bulk mode is on.
 */
export async function enterBulkMode(db: DbOrTx): Promise<boolean> {
  const result = await db.execute<{ is_superuser: boolean }>(
    sql`select rolsuper as is_superuser from pg_roles where rolname = current_user`,
  );
  if (!result.rows[0]?.is_superuser) return false;
  await db.execute(sql`set local session_replication_role = replica`);
  return true;
}

type ForeignKey = {
  table: string;
  column: string;
  referenced_table: string;
  referenced_column: string;
};

/** Checks every single-column foreign key in the public schema with one anti-join each. */
export async function verifyForeignKeys(db: DbOrTx): Promise<void> {
  await db.execute(sql`set local session_replication_role = origin`);
  const keys = await db.execute<ForeignKey>(sql`
    select t.relname as table, a.attname as column, rt.relname as referenced_table, ra.attname as referenced_column
    from pg_constraint c
    join pg_class t on t.oid = c.conrelid
    join pg_class rt on rt.oid = c.confrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    join pg_attribute ra on ra.attrelid = c.confrelid and ra.attnum = c.confkey[1]
    where c.contype = 'f' and cardinality(c.conkey) = 1 and c.connamespace = 'public'::regnamespace`);
  for (const key of keys.rows) {
    const table = sql.identifier(key.table);
    const column = sql.identifier(key.column);
    const missing = await db.execute<{ id: unknown }>(sql`
      select t.${column} as id from ${table} t
      where t.${column} is not null
        and not exists (select 1 from ${sql.identifier(key.referenced_table)} r where r.${sql.identifier(key.referenced_column)} = t.${column})
      limit 1`);
    const row = missing.rows[0];
    if (row) {
      throw new Error(
        `Seed bug: ${key.table}.${key.column} = ${String(row.id)} has no ${key.referenced_table} row`,
      );
    }
  }
}
