import {
  type DayRange,
  FAVORITE_RIDES_MAX,
  FAVORITE_RIDES_MIN,
  RIDE_CHIPS_MAX,
  RIDE_STATUS_TABS,
} from '@fleetdesk/contract';
import { QUICK_FILTERS } from '../features/rides/page/quickFilters';
import {
  DEFAULT_RIDE_SETTINGS,
  INITIAL_RIDES_VIEW,
  type RideSettings,
  type RidesView,
} from './persistedState';

/**
 * The max-favourite-rides box takes digits only, clamped to 1–100 (spec 1 §4); anything without a
 * digit keeps the default.
 */
export function clampFavoriteMax(input: string | number): number {
  const digits = String(input).replace(/\D/g, '');
  if (digits === '') return DEFAULT_RIDE_SETTINGS.maxFavoriteRides;
  return Math.min(FAVORITE_RIDES_MAX, Math.max(FAVORITE_RIDES_MIN, Number(digits.slice(0, 4))));
}

/** A new chip goes first; a repeated one moves first; at most 10 are kept. */
export function withChip(chips: readonly string[], chip: string): string[] {
  const text = chip.trim();
  if (text === '') return [...chips];
  return [text, ...chips.filter((c) => c !== text)].slice(0, RIDE_CHIPS_MAX);
}

/** Starring a ride adds it last (newest); past the maximum the oldest is dropped. */
export function withFavourite(ids: readonly number[], id: number, max: number): number[] {
  const next = [...ids.filter((existing) => existing !== id), id];
  return next.slice(Math.max(0, next.length - max));
}

/** Reads stored settings defensively: each malformed field falls back to its default. */
export function readRideSettings(value: unknown): RideSettings {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const flag = (key: keyof RideSettings) =>
    typeof stored[key] === 'boolean' ? (stored[key] as boolean) : (DEFAULT_RIDE_SETTINGS[key] as boolean);
  return {
    autoUpdateRides: flag('autoUpdateRides'),
    driverMapIdentifier: stored.driverMapIdentifier === 'name' ? 'name' : 'id',
    offlineDrivers: flag('offlineDrivers'),
    driverGpsHistory: flag('driverGpsHistory'),
    hideCarsWithTwoTrips: flag('hideCarsWithTwoTrips'),
    requiredCredentials: flag('requiredCredentials'),
    maxFavoriteRides:
      typeof stored.maxFavoriteRides === 'number'
        ? clampFavoriteMax(Math.round(stored.maxFavoriteRides))
        : DEFAULT_RIDE_SETTINGS.maxFavoriteRides,
  };
}

/** Note drafts kept at most: the oldest is forgotten past it, so local storage stays small. */
export const NOTE_DRAFTS_MAX = 50;

/** Sets (or, with blank text, forgets) one draft; a changed draft becomes the newest. */
export function withNoteDraft(
  drafts: Readonly<Record<string, string>>,
  key: string,
  text: string,
): Record<string, string> {
  const { [key]: _replaced, ...others } = drafts;
  if (text.trim() === '') return others;
  const kept = Object.entries(others).slice(-(NOTE_DRAFTS_MAX - 1));
  return { ...Object.fromEntries(kept), [key]: text };
}

/** Reads stored drafts defensively: only text under `<category>:<ride id>` keys, at most NOTE_DRAFTS_MAX. */
export function readNoteDrafts(value: unknown): Record<string, string> {
  const stored = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return stored
    .filter(
      (entry): entry is [string, string] => /^[a-z_]+:\d+$/.test(entry[0]) && typeof entry[1] === 'string',
    )
    .reduce<Record<string, string>>((drafts, [key, text]) => withNoteDraft(drafts, key, text), {});
}

const isDay = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(value));

function readDayRange(value: unknown): DayRange | null {
  const range = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  return isDay(range.from) && isDay(range.to) && range.from <= range.to
    ? { from: range.from, to: range.to }
    : null;
}

const idsIn = (value: unknown): number[] =>
  Array.isArray(value) ? value.filter((item): item is number => Number.isInteger(item)) : [];

/** Reads the stored rides view defensively: an unknown tab, quick filter or a broken range falls back. */
export function readRidesView(value: unknown): RidesView {
  const stored = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  const tab = RIDE_STATUS_TABS.find((candidate) => candidate.key === stored.statusTab);
  const quickFilter = QUICK_FILTERS.find((candidate) => candidate.key === stored.quickFilter);
  return {
    statusTab: tab?.key ?? INITIAL_RIDES_VIEW.statusTab,
    quickFilter: quickFilter?.key ?? null,
    dayRange: readDayRange(stored.dayRange),
    zones: idsIn(stored.zones),
    destinationZones: idsIn(stored.destinationZones),
  };
}
