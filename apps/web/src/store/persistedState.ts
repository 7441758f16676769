import { type AuthUser, type DayRange, FAVORITE_RIDES_DEFAULT, type RideStatus } from '@fleetdesk/contract';
import type { QuickFilterKey } from '../features/rides/page/quickFilters';

export type MapTheme = 'light' | 'dark';

/** The rides page's Settings menu (spec 1 §2.5); kept per browser. */
export interface RideSettings {
  autoUpdateRides: boolean;
  driverMapIdentifier: 'id' | 'name';
  offlineDrivers: boolean;
  driverGpsHistory: boolean;
  hideCarsWithTwoTrips: boolean;
  requiredCredentials: boolean;
  /** 1 to 100 (spec 1 §4). */
  maxFavoriteRides: number;
}

/** Saved search options of the rides list; key names match the API's search options. */
export interface RideFilters {
  statuses: RideStatus[];
  company_ids: number[];
  ride_types: number[];
  fleet_ids: number[];
}

/**
 * What the rides list is looking at (spec 1 §3 "saved per-list filters"): status tab, quick filter,
 * date range (null: the default days) and zones.
 */
export interface RidesView {
  statusTab: string;
  quickFilter: QuickFilterKey | null;
  dayRange: DayRange | null;
  zones: number[];
  destinationZones: number[];
}

/** What survives a reload (localStorage), at schema version 6. */
export interface PersistedState {
  token: string | null;
  tokenExpiresAt: string | null;
  /** Kept after logout so the next sign-in can tell whether the user changed. */
  user: AuthUser | null;
  permissions: string[];
  agreedToTerms: boolean;
  rideFilters: RideFilters;
  favouriteRideIds: number[];
  rideChips: string[];
  mapTheme: MapTheme;
  /** Confirm-dialog key → epoch ms until which it is not asked again. */
  confirmSuppressedUntil: Record<string, number>;
  /** Added within v6 with defaults, so v6 snapshots written before it load unchanged. */
  rideSettings: RideSettings;
  /** Added within v6 with defaults, like rideSettings. */
  ridesView: RidesView;
  /** Unsent note text by `<category>:<ride id>`, oldest first; added within v6 with defaults. */
  noteDrafts: Record<string, string>;
}

export const EMPTY_RIDE_FILTERS: RideFilters = {
  statuses: [],
  company_ids: [],
  ride_types: [],
  fleet_ids: [],
};

export const DEFAULT_RIDE_SETTINGS: RideSettings = {
  autoUpdateRides: true,
  driverMapIdentifier: 'id',
  offlineDrivers: false,
  driverGpsHistory: true,
  hideCarsWithTwoTrips: false,
  requiredCredentials: false,
  maxFavoriteRides: FAVORITE_RIDES_DEFAULT,
};

export const INITIAL_RIDES_VIEW: RidesView = {
  statusTab: 'all',
  quickFilter: null,
  dayRange: null,
  zones: [],
  destinationZones: [],
};

export const INITIAL_PERSISTED_STATE: PersistedState = {
  token: null,
  tokenExpiresAt: null,
  user: null,
  permissions: [],
  agreedToTerms: false,
  rideFilters: EMPTY_RIDE_FILTERS,
  favouriteRideIds: [],
  rideChips: [],
  mapTheme: 'light',
  confirmSuppressedUntil: {},
  rideSettings: DEFAULT_RIDE_SETTINGS,
  ridesView: INITIAL_RIDES_VIEW,
  noteDrafts: {},
};

export const STORE_STORAGE_KEY = 'fleetdesk.store';
