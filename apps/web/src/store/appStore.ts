import { type Account, STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { migratePersistedState } from './migrations';
import {
  EMPTY_RIDE_FILTERS,
  INITIAL_PERSISTED_STATE,
  INITIAL_RIDES_VIEW,
  type MapTheme,
  type PersistedState,
  type RideSettings,
  type RidesView,
  STORE_STORAGE_KEY,
} from './persistedState';
import { withChip, withFavourite, withNoteDraft } from './ridePreferences';

interface AppActions {
  startSession: (session: { token: string; expiresAt: string; account: Account }) => void;
  applyAccount: (account: Account) => void;
  /** Ends the session but keeps the user, so the next sign-in can tell whether the user changed. */
  endSession: () => void;
  forgetUser: () => void;
  /** Drops what belongs to one user (saved filters, view, favourites, chips, drafts) when another signs in. */
  resetUserData: () => void;
  agreeToTerms: () => void;
  setMapTheme: (theme: MapTheme) => void;
  suppressConfirm: (key: string, until: number) => void;
  setRideSettings: (settings: Partial<RideSettings>) => void;
  setRidesView: (change: Partial<RidesView>) => void;
  /** Chips of a /rides?search= link: the link's search replaces the chips. */
  setRideChips: (chips: readonly string[]) => void;
  /** Replaces one chip in place (the chip being typed), or adds it when gone. */
  replaceRideChip: (previous: string, chip: string) => void;
  removeRideChip: (chip: string) => void;
  toggleFavouriteRide: (id: number) => void;
  /** Keeps (or, blank, forgets) the unsent text of one note box, `<category>:<ride id>`. */
  setNoteDraft: (key: string, text: string) => void;
}

export type AppState = PersistedState & AppActions;

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      ...INITIAL_PERSISTED_STATE,
      startSession: ({ token, expiresAt, account }) =>
        set({ token, tokenExpiresAt: expiresAt, user: account.user, permissions: account.permissions }),
      applyAccount: (account) => set({ user: account.user, permissions: account.permissions }),
      endSession: () => set({ token: null, tokenExpiresAt: null, permissions: [] }),
      forgetUser: () => set({ user: null, permissions: [] }),
      resetUserData: () =>
        set({
          rideFilters: EMPTY_RIDE_FILTERS,
          ridesView: INITIAL_RIDES_VIEW,
          favouriteRideIds: [],
          rideChips: [],
          noteDrafts: {},
          // "Don't ask again" was one person's choice, not the next user's.
          confirmSuppressedUntil: {},
        }),
      agreeToTerms: () => set({ agreedToTerms: true }),
      setMapTheme: (mapTheme) => set({ mapTheme }),
      suppressConfirm: (key, until) =>
        set((state) => ({ confirmSuppressedUntil: { ...state.confirmSuppressedUntil, [key]: until } })),
      setRideSettings: (settings) =>
        set((state) => {
          const rideSettings = { ...state.rideSettings, ...settings };
          // A lower maximum drops the oldest favourites at once.
          const kept = state.favouriteRideIds.slice(-rideSettings.maxFavoriteRides);
          return { rideSettings, favouriteRideIds: kept };
        }),
      setRidesView: (change) => set((state) => ({ ridesView: { ...state.ridesView, ...change } })),
      setRideChips: (chips) => set({ rideChips: chips.reduceRight<string[]>(withChip, []) }),
      replaceRideChip: (previous, chip) =>
        set((state) => ({
          rideChips: withChip(
            state.rideChips.filter((c) => c !== previous),
            chip,
          ),
        })),
      removeRideChip: (chip) => set((state) => ({ rideChips: state.rideChips.filter((c) => c !== chip) })),
      toggleFavouriteRide: (id) =>
        set((state) => ({
          favouriteRideIds: state.favouriteRideIds.includes(id)
            ? state.favouriteRideIds.filter((existing) => existing !== id)
            : withFavourite(state.favouriteRideIds, id, state.rideSettings.maxFavoriteRides),
        })),
      setNoteDraft: (key, text) =>
        set((state) => ({ noteDrafts: withNoteDraft(state.noteDrafts, key, text) })),
    }),
    {
      name: STORE_STORAGE_KEY,
      version: STORE_SCHEMA_VERSION,
      // JSON leaves the actions out: only the PersistedState fields are written.
      storage: createJSONStorage(() => localStorage),
      migrate: migratePersistedState,
      // A current-version snapshot is read as defensively as a migrated one (and gets the fields added
      // within v6), instead of being merged in as stored.
      merge: (persisted, current) => ({
        ...current,
        ...migratePersistedState(persisted, STORE_SCHEMA_VERSION),
      }),
    },
  ),
);
