import { STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { migratePersistedState } from './migrations';
import { DEFAULT_RIDE_SETTINGS, INITIAL_PERSISTED_STATE } from './persistedState';

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
});
