import { STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { migratePersistedState } from './migrations';
import { DEFAULT_RIDE_SETTINGS, INITIAL_PERSISTED_STATE, INITIAL_RIDES_VIEW } from './persistedState';
import { NOTE_DRAFTS_MAX } from './ridePreferences';

const user = {
  id: 7,
  email: 'dispatcher@fleetdesk.test',
  username: 'dispatcher',
  first_name: 'Dante',
  last_name: 'Alvarez',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: false,
};

const v2 = {
  token: 'abc',
  tokenExpiresAt: '2030-01-01T00:00:00.000Z',
  user,
  permissions: ['surge.view'],
  agreedToTerms: true,
  rideFilters: { status: ['pending', 'nonsense'], company: [39], rideType: [3], fleet: [2] },
};

describe('migratePersistedState', () => {
  it('is at schema version 6', () => {
    expect(STORE_SCHEMA_VERSION).toBe(6);
  });

  it('takes a v0 snapshot all the way to v6; the legacy token cannot be routed and is dropped', () => {
    expect(migratePersistedState({ authToken: 'legacy' }, 0)).toEqual(INITIAL_PERSISTED_STATE);
  });

  it('renames the v2 ride filter keys to the API search option names and drops unknown statuses', () => {
    const state = migratePersistedState(v2, 2);
    expect(state.rideFilters).toEqual({
      statuses: ['pending'],
      company_ids: [39],
      ride_types: [3],
      fleet_ids: [2],
    });
    expect(state).toMatchObject({ token: 'abc', user, permissions: ['surge.view'], agreedToTerms: true });
  });

  it('adds favourites (v4), chips (v5), map theme and confirm suppression (v6) with empty defaults', () => {
    const state = migratePersistedState(v2, 2);
    expect(state.favouriteRideIds).toEqual([]);
    expect(state.rideChips).toEqual([]);
    expect(state.mapTheme).toBe('light');
    expect(state.confirmSuppressedUntil).toEqual({});
  });

  it('keeps v5 data and only adds what v6 introduced', () => {
    const v5 = {
      ...migratePersistedState(v2, 2),
      favouriteRideIds: [10, 11],
      rideChips: ['id:10'],
      mapTheme: undefined,
      confirmSuppressedUntil: undefined,
    };
    const state = migratePersistedState(v5, 5);
    expect(state.favouriteRideIds).toEqual([10, 11]);
    expect(state.rideChips).toEqual(['id:10']);
    expect(state.mapTheme).toBe('light');
  });

  it('falls back to initial values for malformed data instead of crashing the app', () => {
    const state = migratePersistedState(
      {
        token: 5,
        user: { id: 'x' },
        rideFilters: 'oops',
        mapTheme: 'neon',
        confirmSuppressedUntil: { a: 'b' },
      },
      5,
    );
    expect(state).toEqual(INITIAL_PERSISTED_STATE);
    expect(migratePersistedState(null, 3)).toEqual(INITIAL_PERSISTED_STATE);
  });
  it('loads a v6 snapshot written before the ride settings existed, with their defaults', () => {
    const early = { ...migratePersistedState(v2, 2), rideSettings: undefined, rideChips: ['id:7'] };
    const state = migratePersistedState(early, 6);
    expect(state.rideSettings).toEqual(DEFAULT_RIDE_SETTINGS);
    expect(state.rideSettings).toMatchObject({ driverMapIdentifier: 'id', maxFavoriteRides: 20 });
    expect(state.rideChips).toEqual(['id:7']);
  });

  it('keeps stored ride settings, repairs malformed fields and caps chips at 10', () => {
    const chips = Array.from({ length: 12 }, (_, i) => `id:${i + 1}`);
    const state = migratePersistedState(
      {
        rideChips: chips,
        rideSettings: {
          autoUpdateRides: false,
          driverMapIdentifier: 'name',
          maxFavoriteRides: 500,
          offlineDrivers: 'yes',
        },
      },
      6,
    );
    expect(state.rideSettings).toMatchObject({
      autoUpdateRides: false,
      driverMapIdentifier: 'name',
      maxFavoriteRides: 100,
      offlineDrivers: false,
    });
    expect(state.rideChips).toEqual(chips.slice(0, 10));
  });

  it('loads a v6 snapshot written before the rides view and note drafts existed, with their defaults', () => {
    const early = { ...migratePersistedState(v2, 2), ridesView: undefined, noteDrafts: undefined };
    const state = migratePersistedState(early, 6);
    expect(state.ridesView).toEqual(INITIAL_RIDES_VIEW);
    expect(state.noteDrafts).toEqual({});
    expect(migratePersistedState(v2, 2).ridesView).toEqual(INITIAL_RIDES_VIEW);
  });

  it('keeps a stored rides view and drafts, and drops what is not a tab, a quick filter, a range or an id', () => {
    const view = {
      statusTab: 'in_progress',
      quickFilter: 'performance',
      dayRange: { from: '2026-03-01', to: '2026-03-10' },
      zones: [3, 4],
      destinationZones: [5],
    };
    const drafts = { 'ride:12': 'gate code 42', 'billing:12': 'refund $5' };
    expect(migratePersistedState({ ridesView: view, noteDrafts: drafts }, 6)).toMatchObject({
      ridesView: view,
      noteDrafts: drafts,
    });
    const broken = migratePersistedState(
      {
        ridesView: {
          statusTab: 'nonsense',
          quickFilter: 'everything',
          dayRange: { from: '2026-03-10', to: '2026-03-01' },
          zones: ['3', 4.5, 7],
        },
        noteDrafts: { 'ride:1': 42, '<script>': 'x', 'ride:2': '  ', 'ride:3': 'ok' },
      },
      6,
    );
    expect(broken.ridesView).toEqual({ ...INITIAL_RIDES_VIEW, zones: [7] });
    expect(broken.noteDrafts).toEqual({ 'ride:3': 'ok' });
  });

  it('keeps the newest note drafts only, so local storage stays small', () => {
    const drafts = Object.fromEntries(
      Array.from({ length: NOTE_DRAFTS_MAX + 5 }, (_, i) => [`ride:${i + 1}`, `note ${i + 1}`]),
    );
    const kept = Object.keys(migratePersistedState({ noteDrafts: drafts }, 6).noteDrafts);
    expect(kept).toHaveLength(NOTE_DRAFTS_MAX);
    expect(kept[0]).toBe('ride:6');
    expect(kept.at(-1)).toBe(`ride:${NOTE_DRAFTS_MAX + 5}`);
  });
});
