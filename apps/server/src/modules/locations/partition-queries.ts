import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The SQL of the GPS history's day partitions (decision 138). Names are built only from a checked
 * YYYY-MM-DD, never from input, so they can be spliced into DDL.
 */
const PARENT = 'driver_location_history';
const DEFAULT_PARTITION = `${PARENT}_default`;
const partitionName = (day: string) => `${PARENT}_p${day.replaceAll('-', '')}`;
const PARTITION_NAME = /^driver_location_history_p(\d{4})(\d{2})(\d{2})$/;

function checkedDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`locations: bad partition day ${day}`);
  return day;
}

/** The days (YYYY-MM-DD, UTC) that have their own partition. */
export async function listPartitionDays(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`
    select c.relname as name from pg_inherits i
      join pg_class c on c.oid = i.inhrelid
      join pg_class p on p.oid = i.inhparent
    where p.relname = ${PARENT}`);
  return rows.flatMap(({ name }) => {
    const m = PARTITION_NAME.exec(name);
    return m ? [`${m[1]}-${m[2]}-${m[3]}`] : [];
  });
}

/**
 * Creates the partition of one UTC day. Rows of that day already in the default partition (written
 * before the partition existed) move into it in the same transaction, since PostgreSQL refuses a new
 * partition whose range the default partition holds rows of.
 */
export async function createDayPartition(db: Db, day: string, nextDay: string): Promise<void> {
  const name = sql.raw(`"${partitionName(checkedDay(day))}"`);
  const from = `${checkedDay(day)}T00:00:00Z`;
  const to = `${checkedDay(nextDay)}T00:00:00Z`;
  await db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table moving_fixes (like ${sql.raw(PARENT)}) on commit drop`);
    await tx.execute(sql`with moved as (
        delete from ${sql.raw(DEFAULT_PARTITION)} where recorded_at >= ${from} and recorded_at < ${to} returning *
      ) insert into moving_fixes select * from moved`);
    await tx.execute(
      sql`create table if not exists ${name} partition of ${sql.raw(PARENT)} for values from (${sql.raw(`'${from}'`)}) to (${sql.raw(`'${to}'`)})`,
    );
    await tx.execute(sql`insert into ${sql.raw(PARENT)} select * from moving_fixes`);
  });
}

export async function dropDayPartition(db: Db, day: string): Promise<void> {
  await db.execute(sql`drop table if exists ${sql.raw(`"${partitionName(checkedDay(day))}"`)}`);
}

/** Rows past the retention that sit in the default partition (days that never had their own). */
export async function deleteOldDefaultRows(db: Db, before: Date): Promise<void> {
  await db.execute(
    sql`delete from ${sql.raw(DEFAULT_PARTITION)} where recorded_at < ${before.toISOString()}`,
  );
}
