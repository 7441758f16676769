import { REFERENCE_SEARCH_MIN, SEARCH_TERM_MIN } from './constants';
import { MESSAGES } from './messages';

/**
 * The rides search box language (spec 1 §5): `key:value` terms separated by spaces, or bare text.
 * The web checks a chip with it before sending; the server parses the same string into filters.
 *
 * | key    | meaning                                                        |
 * |--------|----------------------------------------------------------------|
 * | id     | one ride id                                                    |
 * | ids    | ride ids, comma separated                                      |
 * | pu     | pickup address contains                                        |
 * | do     | dropoff (destination) address contains                         |
 * | didr   | rides a driver id was ever assigned to (switched away included) |
 * | ref    | reference id starts with (at least 4 characters)               |
 * | refs   | reference ids, comma separated, each at least 4 characters     |
 * | dname  | driver name contains                                           |
 * | did    | the ride's current driver id                                   |
 * | dphone | driver phone contains (digits)                                 |
 * | uname  | passenger name contains                                        |
 * | uphone | passenger phone contains (digits)                              |
 * | uref   | rider reference id equals                                      |
 *
 * Bare text: a number searches ride id, phone numbers and (staff, 4+ digits) reference ids; words search
 * passenger names.
 */
export const RIDE_SEARCH_KEYS = [
  'id',
  'ids',
  'pu',
  'do',
  'didr',
  'ref',
  'refs',
  'dname',
  'did',
  'dphone',
  'uname',
  'uphone',
  'uref',
] as const;
export type RideSearchKey = (typeof RIDE_SEARCH_KEYS)[number];

export type RideSearchTerm =
  | { key: 'id' | 'did' | 'didr'; value: number }
  | { key: 'ids'; value: number[] }
  | { key: 'refs'; value: string[] }
  | { key: Exclude<RideSearchKey, 'id' | 'did' | 'didr' | 'ids' | 'refs'>; value: string }
  | { key: 'text'; value: string };

export type RideSearchResult = { ok: true; terms: RideSearchTerm[] } | { ok: false; message: string };

const INT_MAX = 2_147_483_647;
const asId = (text: string): number | null => {
  if (!/^\d{1,10}$/.test(text)) return null;
  const n = Number(text);
  return n > 0 && n <= INT_MAX ? n : null;
};
const splitList = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);

/** Splits on spaces but keeps `key:value with spaces` together until the next `key:`. */
function tokens(input: string): string[] {
  const keyPattern = new RegExp(`(?:^|\\s)(?=(?:${RIDE_SEARCH_KEYS.join('|')}):)`, 'g');
  return input
    .split(keyPattern)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}

/** Phones are searched by their digits, so a phone term's length is its digits'. */
const PHONE_KEYS: readonly RideSearchKey[] = ['dphone', 'uphone'];
const searchedLength = (key: RideSearchKey, value: string) =>
  (PHONE_KEYS as readonly string[]).includes(key) ? value.replace(/\D/g, '').length : value.length;

function parseTerm(token: string, isFleet: boolean): RideSearchTerm | string {
  const colon = token.indexOf(':');
  const key = colon > 0 ? token.slice(0, colon) : '';
  if (!(RIDE_SEARCH_KEYS as readonly string[]).includes(key)) {
    // One character would match inside nearly every name and phone: a scan of the whole table.
    return token.length < SEARCH_TERM_MIN ? MESSAGES.searchTermTooShort : { key: 'text', value: token };
  }
  const value = token.slice(colon + 1).trim();
  if (value.length === 0) return MESSAGES.emptySearchValue;
  const searchKey = key as RideSearchKey;
  switch (searchKey) {
    case 'id':
    case 'did':
    case 'didr': {
      const id = asId(value);
      return id === null ? `${searchKey}: must be a number` : { key: searchKey, value: id };
    }
    case 'ids': {
      const ids = splitList(value).map(asId);
      if (ids.length === 0) return MESSAGES.emptySearchValue;
      if (ids.some((id) => id === null)) return 'ids: must be numbers separated by commas';
      return { key: 'ids', value: ids as number[] };
    }
    case 'ref':
    case 'refs': {
      if (isFleet) return MESSAGES.referenceForFleet;
      const refs = searchKey === 'ref' ? [value] : splitList(value);
      if (refs.length === 0) return MESSAGES.emptySearchValue;
      if (refs.some((ref) => ref.length < REFERENCE_SEARCH_MIN)) return MESSAGES.referenceTooShort;
      return searchKey === 'ref' ? { key: 'ref', value } : { key: 'refs', value: refs };
    }
    default:
      if (searchedLength(searchKey, value) < SEARCH_TERM_MIN) return MESSAGES.searchTermTooShort;
      return { key: searchKey, value };
  }
}

/** Parses a search string; the first invalid term's message is the error. */
export function parseRideSearch(input: string, options: { isFleet: boolean }): RideSearchResult {
  const terms: RideSearchTerm[] = [];
  for (const token of tokens(input.trim())) {
    const term = parseTerm(token, options.isFleet);
    if (typeof term === 'string') return { ok: false, message: term };
    terms.push(term);
  }
  return { ok: true, terms };
}
