import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * The `updated_at` of a row being changed: whole milliseconds (the precision clients see and send back)
 * and strictly later than before, so two changes within one millisecond still differ and a save based
 * on the older copy is refused.
 */
export const nextUpdatedAt = (column: AnyColumn | SQL): SQL =>
  sql`greatest(date_trunc('milliseconds', clock_timestamp()), ${column} + interval '1 millisecond')`;
