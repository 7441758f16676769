import { getTableColumns, sql } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../client';

/** Rows per INSERT: big enough that statements are few, small enough to keep memory flat. */
export const ROWS_PER_STATEMENT = 5_000;

interface ColumnPlan {
  key: string;
  name: string;
  /** Array and JSON values travel as text and are cast back to this type; null when no cast is needed. */
  castTo: string | null;
  paramType: string;
  toDriver: (value: unknown) => unknown;
}

function planColumns(table: PgTable, sample: object): ColumnPlan[] {
  return Object.entries(getTableColumns(table))
    .filter(([key]) => key in sample)
    .map(([key, column]) => {
      const sqlType = column.getSQLType();
      const asText = sqlType.endsWith(']') || sqlType === 'jsonb' || sqlType === 'json';
      return {
        key,
        // The client's snake_case casing applies to columns declared without an explicit name.
        name: column.keyAsName ? toSnakeCase(key) : column.name,
        castTo: asText ? sqlType : null,
        paramType: asText ? 'text[]' : `${sqlType}[]`,
        toDriver: (value: unknown) =>
          value === null || value === undefined ? null : column.mapToDriverValue(value),
      };
    });
}

/**
 * Inserts rows with one `INSERT … SELECT FROM unnest(…)` per chunk: one array parameter per column instead
 * of one parameter per value, so there is no bind-parameter limit and no per-row query building (Drizzle
 * needs about a millisecond a row to build a wide multi-row VALUES list; this needs microseconds).
 * Columns are those of the first row; a key another row leaves out is written as NULL.
 */
export async function insertBatched<T extends PgTable>(
  db: DbOrTx,
  table: T,
  rows: readonly PgInsertValue<T>[],
  rowsPerStatement = ROWS_PER_STATEMENT,
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = planColumns(table, first);
  const aliases = columns.map((_, index) => sql.raw(`c${index}`));
  for (let start = 0; start < rows.length; start += rowsPerStatement) {
    const chunk = rows.slice(start, start + rowsPerStatement) as readonly Record<string, unknown>[];
    const arrays = columns.map(
      (column) =>
        sql`${sql.param(chunk.map((row) => column.toDriver(row[column.key])))}::${sql.raw(column.paramType)}`,
    );
    const selected = columns.map((column, index) =>
      column.castTo ? sql`${aliases[index]}::${sql.raw(column.castTo)}` : sql`${aliases[index]}`,
    );
    await db.execute(
      sql`insert into ${table} (${sql.join(
        columns.map((column) => sql.identifier(column.name)),
        sql`, `,
      )}) select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.join(aliases, sql`, `)})`,
    );
  }
}

/** Tables seeded with explicit ids: their identity sequences must move past the largest id. */
export const TABLES_WITH_EXPLICIT_IDS = [
  'companies',
  'fleets',
  'zones',
  'ride_types',
  'car_types',
  'document_types',
  'transaction_categories',
  'roles',
  'permission_groups',
  'permissions',
  'admins',
  'drivers',
  'cars',
  'riders',
  'rides',
  'documents',
] as const;

/** Moves each identity sequence to the table's largest id so later inserts get fresh ids. */
export async function resetIdentitySequences(db: DbOrTx, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await db.execute(
      sql`select setval(pg_get_serial_sequence(${table}, 'id'), max_id) from (select max(id) as max_id from ${sql.identifier(table)}) as m where max_id is not null`,
    );
  }
}
