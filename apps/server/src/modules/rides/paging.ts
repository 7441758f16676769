import {
  defaultRideDays,
  MESSAGES,
  RIDES_OFFSET_MAX,
  type Ride,
  rideDaysToDatetimes,
} from '@fleetdesk/contract';
import { type SQL, sql } from 'drizzle-orm';
import { rides } from '../../db/schema';
import { AppError, invalidField } from '../../platform/errors';
import type { RideSearch } from './search';

/**
 * With no dates and no search, the list covers the web's opening days (yesterday to 120 days ahead in
 * New York, `defaultRideDays`), never the whole table. A search with no dates looks through all time:
 * its term bounds it.
 */
export function withDefaultWindow(query: RideSearch, now: Date): RideSearch {
  const searched = query.search !== undefined && query.search.trim() !== '';
  if (searched || query.from_datetime || query.to_datetime) return query;
  return { ...query, ...rideDaysToDatetimes(defaultRideDays(now.getTime())) };
}

/** A position in the list: the last row shown, in the terms of the sort. */
interface Cursor {
  pickupAt: Date | null;
  id: number;
}

const byPickup = (sort: RideSearch['sort']) => sort.endsWith('pickup_at');
const descending = (sort: RideSearch['sort']) => sort.startsWith('-');

/** The page's offset, refused past the cap: deeper pages go on from a cursor. */
export function offsetOf(query: RideSearch): number {
  if (query.after !== undefined) return 0;
  const offset = (query.page - 1) * query.per_page;
  if (offset + query.per_page > RIDES_OFFSET_MAX) {
    throw new AppError('invalid', MESSAGES.pageTooDeep, { page: [MESSAGES.pageTooDeep] });
  }
  return offset;
}

function parseCursor(after: string, sort: RideSearch['sort']): Cursor {
  const [first, second] = after.split(',');
  const pickupAt = second === undefined ? null : new Date(first as string);
  const id = Number(second ?? first);
  if (byPickup(sort) !== (pickupAt !== null) || (pickupAt && Number.isNaN(pickupAt.getTime()))) {
    throw invalidField('after', `This cursor does not belong to the sort ${sort}`);
  }
  return { pickupAt, id };
}

/** The rows after the cursor in the sort's order (a row comparison the list's index serves). */
export function afterCursor(query: RideSearch): SQL | undefined {
  if (query.after === undefined) return undefined;
  const { pickupAt, id } = parseCursor(query.after, query.sort);
  const beyond = descending(query.sort) ? sql`<` : sql`>`;
  return pickupAt
    ? sql`(${rides.pickupAt}, ${rides.id}) ${beyond} (${pickupAt.toISOString()}::timestamptz, ${id})`
    : sql`${rides.id} ${beyond} ${id}`;
}

/**
 * How the next page is asked for: by page number while it stays within the cap, else by the cursor
 * of this page's last row (null when there is none to start from).
 */
export function nextPagePosition(
  query: RideSearch,
  lastRow: Ride | undefined,
): { page: number; after?: string } | null {
  const page = query.page + 1;
  const deep = query.after !== undefined || page * query.per_page > RIDES_OFFSET_MAX;
  if (!deep) return { page };
  if (!lastRow) return null;
  const after = byPickup(query.sort)
    ? `${new Date(lastRow.pickup_at).toISOString()},${lastRow.id}`
    : `${lastRow.id}`;
  return { page, after };
}
