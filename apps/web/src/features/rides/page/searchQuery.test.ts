import { describe, expect, it } from 'vitest';
import { EMPTY_RIDE_FILTERS } from '../../../store/persistedState';
import { buildRidesQuery, type RidesSearchState } from './searchQuery';

const base: RidesSearchState = {
  chips: [],
  statusTab: 'all',
  quickFilter: null,
  affiliateStatuses: [],
  filters: { ...EMPTY_RIDE_FILTERS, company_ids: [39], fleet_ids: [2] },
  dayRange: null,
  defaultRange: { from: '2026-11-22', to: '2027-03-22' },
  zones: [],
  destinationZones: [],
  favouriteIds: [],
  isFleet: false,
};

describe('the GET /rides query of the page', () => {
  it('applies every chip together and sends lists as comma lists', () => {
    const query = buildRidesQuery({
      ...base,
      chips: ['id:12', 'uname:Ann'],
      zones: [3, 4],
      favouriteIds: [9, 8],
    });
    expect(query).toMatchObject({
      search: 'id:12 uname:Ann',
      zones: '3,4',
      favorite_rides_ids: '9,8',
      company_ids: '39',
      fleet_ids: '2',
    });
    expect(query.statuses).toBeUndefined();
  });

  it('adds the At risk filter beside the tab and the other filters, for fleet users too', () => {
    expect(buildRidesQuery(base).at_risk).toBeUndefined();
    const query = buildRidesQuery({ ...base, atRisk: true, statusTab: 'accepted', isFleet: true });
    expect(query).toMatchObject({ at_risk: 'true', statuses: 'accepted' });
  });

  it('narrows to a tab, else to the quick filter statuses (Affiliates from the settings)', () => {
    expect(buildRidesQuery({ ...base, statusTab: 'arriving', quickFilter: 'active' }).statuses).toBe(
      'arriving',
    );
    expect(buildRidesQuery({ ...base, quickFilter: 'performance' }).statuses).toBe(
      'assigned,accepted,arriving',
    );
    expect(
      buildRidesQuery({ ...base, quickFilter: 'affiliates', affiliateStatuses: ['pending'] }),
    ).toMatchObject({
      statuses: 'pending',
      filters: 'affiliates',
    });
  });

  it('leaves out company, fleet and ride type filters for fleet users', () => {
    const query = buildRidesQuery({ ...base, isFleet: true });
    expect(query.company_ids).toBeUndefined();
    expect(query.fleet_ids).toBeUndefined();
  });

  it('sends a date range as New York 00:00 to 23:59', () => {
    const query = buildRidesQuery({ ...base, dayRange: { from: '2026-07-01', to: '2026-07-02' } });
    expect(query.from_datetime).toBe('2026-07-01T00:00:00-04:00');
    expect(query.to_datetime).toBe('2026-07-02T23:59:59-04:00');
  });

  it('lists today and the next days while no range is chosen, every day when a chip searches', () => {
    const window = buildRidesQuery(base);
    expect(window.from_datetime).toBe('2026-11-22T00:00:00-05:00');
    expect(window.to_datetime).toBe('2027-03-22T23:59:59-04:00');
    const searching = buildRidesQuery({ ...base, chips: ['id:7'] });
    expect(searching.from_datetime).toBeUndefined();
    expect(searching.to_datetime).toBeUndefined();
    const chosen = buildRidesQuery({
      ...base,
      chips: ['id:7'],
      dayRange: { from: '2026-07-01', to: '2026-07-01' },
    });
    expect(chosen.from_datetime).toBe('2026-07-01T00:00:00-04:00');
  });
});
