import { describe, expect, it } from 'vitest';
import { carsQueryOf, INITIAL_CARS_VIEW, sortedBy } from './carsQuery';

describe('the cars query', () => {
  it('leaves empty filters out and pages by 50', () => {
    expect(carsQueryOf(INITIAL_CARS_VIEW)).toEqual({
      sort_by: 'id',
      sort_by_type: 'desc',
      page: 1,
      per_page: 50,
    });
    expect(carsQueryOf({ ...INITIAL_CARS_VIEW, search: ' T123 ', state: 'NJ' })).toMatchObject({
      search: 'T123',
      state: 'NJ',
    });
  });

  it('sorts a new column ascending, flips the same column and goes back to page 1', () => {
    const byPlate = sortedBy({ ...INITIAL_CARS_VIEW, page: 3 }, 'plate_number');
    expect(byPlate).toMatchObject({ sortBy: 'plate_number', sortType: 'asc', page: 1 });
    expect(sortedBy(byPlate, 'plate_number').sortType).toBe('desc');
    expect(sortedBy(sortedBy(byPlate, 'plate_number'), 'plate_number').sortType).toBe('asc');
  });
});
