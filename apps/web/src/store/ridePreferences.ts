import { FAVORITE_RIDES_MAX, FAVORITE_RIDES_MIN, RIDE_CHIPS_MAX } from '@fleetdesk/contract';
import { DEFAULT_RIDE_SETTINGS, type RideSettings } from './persistedState';

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
