import { type AnyColumn, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/**
 * A company reach (platform/auth/reach.ts) as a condition on a company column: none for every
 * company (null), and a reach of no company matches nothing rather than everything.
 */
export function inCompanies(
  column: AnyColumn | SQLWrapper,
  companyIds: readonly number[] | null,
): SQL | undefined {
  if (companyIds === null) return undefined;
  return companyIds.length === 0 ? sql`false` : inArray(column, [...companyIds]);
}
