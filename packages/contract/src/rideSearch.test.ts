import { describe, expect, it } from 'vitest';
import { parseRideSearch } from './rideSearch';

const staff = { isFleet: false };
const fleet = { isFleet: true };

describe('the rides search language (spec 1 §5)', () => {
  it('reads every prefix', () => {
    const result = parseRideSearch(
      'id:12 ids:1,2 pu:Main St do:JFK didr:7 ref:ST-1234 refs:ABCD,EFGH dname:Smith did:9 dphone:917 uname:Ann Lee uphone:718 uref:R-1',
      staff,
    );
    expect(result).toEqual({
      ok: true,
      terms: [
        { key: 'id', value: 12 },
        { key: 'ids', value: [1, 2] },
        { key: 'pu', value: 'Main St' },
        { key: 'do', value: 'JFK' },
        { key: 'didr', value: 7 },
        { key: 'ref', value: 'ST-1234' },
        { key: 'refs', value: ['ABCD', 'EFGH'] },
        { key: 'dname', value: 'Smith' },
        { key: 'did', value: 9 },
        { key: 'dphone', value: '917' },
        { key: 'uname', value: 'Ann Lee' },
        { key: 'uphone', value: '718' },
        { key: 'uref', value: 'R-1' },
      ],
    });
  });

  it('keeps bare text as a text term', () => {
    expect(parseRideSearch('  Maria Lopez ', staff)).toEqual({
      ok: true,
      terms: [{ key: 'text', value: 'Maria Lopez' }],
    });
  });

  it('refuses reference search to fleet users', () => {
    expect(parseRideSearch('ref:ST-1234', fleet)).toEqual({
      ok: false,
      message: 'Reference ID search is not available for fleet users',
    });
    expect(parseRideSearch('refs:ABCD', fleet).ok).toBe(false);
  });

  it('needs reference ids of at least 4 characters', () => {
    expect(parseRideSearch('ref:ABC', staff)).toEqual({
      ok: false,
      message: 'Reference ID must be at least 4 characters long',
    });
    expect(parseRideSearch('refs:ABCD,XY', staff).ok).toBe(false);
  });

  it('refuses terms that match inside text when shorter than 2 characters (a whole-table scan)', () => {
    const tooShort = { ok: false, message: 'Search terms must be at least 2 characters long' };
    expect(parseRideSearch('a', staff)).toEqual(tooShort);
    expect(parseRideSearch('7', staff)).toEqual(tooShort);
    expect(parseRideSearch('pu:M', staff)).toEqual(tooShort);
    expect(parseRideSearch('uname:Ann dname:S', staff)).toEqual(tooShort);
    // A phone is searched by its digits: punctuation does not count.
    expect(parseRideSearch('uphone:(7', staff)).toEqual(tooShort);
    expect(parseRideSearch('uphone:(71', staff).ok).toBe(true);
    // Ids are exact matches on an index: one digit is fine.
    expect(parseRideSearch('id:7 did:3', staff).ok).toBe(true);
    expect(parseRideSearch('Al', staff).ok).toBe(true);
  });

  it('refuses an empty value after a key', () => {
    expect(parseRideSearch('id:', staff)).toEqual({ ok: false, message: 'Search value is empty' });
    expect(parseRideSearch('uname:   ', staff).ok).toBe(false);
  });

  it('refuses ids that are not numbers', () => {
    expect(parseRideSearch('id:abc', staff).ok).toBe(false);
    expect(parseRideSearch('ids:1,x', staff).ok).toBe(false);
    expect(parseRideSearch('id:99999999999', staff).ok).toBe(false);
  });
});
