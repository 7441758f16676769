import { AuthUser, RIDE_STATUSES, type RideStatus, STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import {
  INITIAL_PERSISTED_STATE,
  type MapTheme,
  type PersistedState,
  type RideFilters,
} from './persistedState';
import { readNoteDrafts, readRideSettings, readRidesView, withChip } from './ridePreferences';

type Snapshot = Record<string, unknown>;

const asRecord = (value: unknown): Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Snapshot) : {};
const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const numbersIn = (value: unknown): number[] =>
  asArray(value).filter((item): item is number => Number.isInteger(item));
const stringsIn = (value: unknown): string[] =>
  asArray(value).filter((item): item is string => typeof item === 'string');
const stringOrNull = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * Step N turns the shape of version N into version N+1:
 * v0 `{authToken}` → v1 `{token}` → v2 adds the user, expiry, permissions, terms agreement and ride
 * filters (`status`, `company`, `rideType`, `fleet`) → v3 renames the filter keys to the API's search
 * option names → v4 adds favourite rides → v5 adds ride chips → v6 adds the map theme and confirm suppression.
 */
const STEPS: readonly ((state: Snapshot) => Snapshot)[] = [
  ({ authToken, ...rest }) => ({ ...rest, token: stringOrNull(authToken) }),
  // A v1 token came without its user and expiry, so the shell cannot route it: the user signs in again.
  (state) => ({
    ...state,
    token: null,
    tokenExpiresAt: null,
    user: null,
    permissions: [],
    agreedToTerms: false,
    rideFilters: { status: [], company: [], rideType: [], fleet: [] },
  }),
  ({ rideFilters, ...rest }) => {
    const old = asRecord(rideFilters);
    return {
      ...rest,
      rideFilters: {
        statuses: old.status,
        company_ids: old.company,
        ride_types: old.rideType,
        fleet_ids: old.fleet,
      },
    };
  },
  (state) => ({ ...state, favouriteRideIds: [] }),
  (state) => ({ ...state, rideChips: [] }),
  (state) => ({ ...state, mapTheme: 'light', confirmSuppressedUntil: {} }),
];

function readRideFilters(value: unknown): RideFilters {
  const filters = asRecord(value);
  return {
    statuses: stringsIn(filters.statuses).filter((status): status is RideStatus =>
      (RIDE_STATUSES as readonly string[]).includes(status),
    ),
    company_ids: numbersIn(filters.company_ids),
    ride_types: numbersIn(filters.ride_types),
    fleet_ids: numbersIn(filters.fleet_ids),
  };
}

function readSuppressions(value: unknown): Record<string, number> {
  return Object.fromEntries(
    Object.entries(asRecord(value)).filter((entry): entry is [string, number] => Number.isFinite(entry[1])),
  );
}

/**
 * Reads a v6 snapshot defensively: anything malformed falls back to its initial value, and a field
 * added within v6 (ride settings, rides view, note drafts) starts from its default when missing.
 */
function readPersistedState(state: Snapshot): PersistedState {
  const user = AuthUser.safeParse(state.user);
  const mapTheme: MapTheme = state.mapTheme === 'dark' ? 'dark' : 'light';
  return {
    ...INITIAL_PERSISTED_STATE,
    token: stringOrNull(state.token),
    tokenExpiresAt: stringOrNull(state.tokenExpiresAt),
    user: user.success ? user.data : null,
    permissions: stringsIn(state.permissions),
    agreedToTerms: state.agreedToTerms === true,
    rideFilters: readRideFilters(state.rideFilters),
    favouriteRideIds: numbersIn(state.favouriteRideIds),
    rideChips: stringsIn(state.rideChips).reduceRight<string[]>(withChip, []),
    mapTheme,
    confirmSuppressedUntil: readSuppressions(state.confirmSuppressedUntil),
    rideSettings: readRideSettings(state.rideSettings),
    ridesView: readRidesView(state.ridesView),
    noteDrafts: readNoteDrafts(state.noteDrafts),
  };
}

/** Brings a stored snapshot of any earlier schema version up to the current one. */
export function migratePersistedState(persisted: unknown, fromVersion: number): PersistedState {
  let state = asRecord(persisted);
  for (let version = Math.max(0, fromVersion); version < STORE_SCHEMA_VERSION; version++) {
    const step = STEPS[version];
    if (step) state = step(state);
  }
  return readPersistedState(state);
}
