import { sql } from 'drizzle-orm';
import { check, text, timestamp } from 'drizzle-orm/pg-core';

/** Every instant in the store is a `timestamptz`: one helper so no column is written without the zone. */
export const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A routing state (spec 3 §7 company-state header): two capital letters, New York unless told. */
export const stateCode = () => text().notNull().default('NY');
export const stateCheck = (name: string, column: unknown) => check(name, sql`${column} ~ '^[A-Z]{2}$'`);
