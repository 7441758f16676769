import { describe, expect, it } from 'vitest';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { driversQueryOf, INITIAL_GRID_VIEW, rowClickOpens, truncate, vinTail } from './gridRules';

describe('the drivers grid', () => {
  it('cuts the car name at 20 characters and shows the last 6 of the VIN', () => {
    expect(truncate('2021 Toyota Camry Hybrid XLE', 20)).toBe('2021 Toyota Camry Hy…');
    expect(truncate('Sedan', 20)).toBe('Sedan');
    expect(vinTail('1HGCM82633A004352')).toBe('004352');
    expect(vinTail(null)).toBe('');
  });

  it('opens a driver on click unless text is being selected', () => {
    expect(rowClickOpens({ toString: () => '' })).toBe(true);
    expect(rowClickOpens({ toString: () => 'Jane' })).toBe(false);
    expect(rowClickOpens(null)).toBe(true);
  });

  it('sends header filters by their names, lists as comma lists, and the sort field', () => {
    const query = driversQueryOf({
      ...INITIAL_GRID_VIEW,
      search: ' T123 ',
      filters: [
        { id: 'search_full_name', value: 'Jane ' },
        { id: 'statuses', value: ['active', 'disabled'] },
        { id: 'fleet_ids', value: [] },
        { id: 'unknown', value: 'x' },
      ],
      sorting: [{ id: 'search_full_name', desc: false }],
      documentsFlag: true,
    });
    expect(query).toEqual({
      page: 1,
      per_page: 10,
      search: 'T123',
      search_full_name: 'Jane',
      statuses: 'active,disabled',
      sort_by: 'drivers.first_name',
      sort_by_type: 'asc',
      documents_expired_or_missing: 1,
    });
  });

  it('keeps the row count unknown until the last page', () => {
    expect(rowCountOf(0, 10, 10, true)).toBe(-1);
    expect(rowCountOf(2, 10, 4, false)).toBe(24);
    expect(pageLabel({ from: 1, to: 10, count: -1 })).toBe('1-10 of more than 10');
    expect(pageLabel({ from: 21, to: 24, count: 24 })).toBe('21-24 of 24');
  });
});
