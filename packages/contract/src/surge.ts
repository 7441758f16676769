/** Spec 3 §9 polling of the surge screen. */
export const SURGE_ZONES_REFRESH_MS = 20_000;
export const SURGE_PENDING_RIDES_REFRESH_MS = 10_000;
export const SURGE_STATS_REFRESH_MS = 20_000;

/** One Plus $1 / Minus $1 click, in cents (spec 3 §2). */
export const SURGE_STEP_CENTS = 100;

/** Spec 3 §9 surge amount colour bands: the lowest bound a ride's surge amount reaches picks its band. */
export const SURGE_AMOUNT_BANDS = [5, 10, 15, 25, 125] as const;

/** The band (0 = none, 1 = from $5, … 5 = from $125) of a surge amount in dollars. */
export function surgeAmountBand(amount: number): number {
  return SURGE_AMOUNT_BANDS.filter((bound) => amount >= bound).length;
}

/** Spec 3 §9 busy zone: zone M (Manhattan) between 14:00 and 18:00 New York time. */
export const BUSY_ZONE_BOROUGH = 'Manhattan';
export const BUSY_ZONE_LABEL = 'M';
export const BUSY_HOURS = { from: 14, to: 18 } as const;

/** True for a pickup in zone M within the busy hours (`hour` is the New York hour of the pickup, 0–23). */
export const isBusyZoneHour = (borough: string | null, hour: number): boolean =>
  borough === BUSY_ZONE_BOROUGH && hour >= BUSY_HOURS.from && hour < BUSY_HOURS.to;

/**
 * Spec 3 §4 "a newer updated_at wins": a board keeps the ride it holds unless the one arriving (a poll
 * or a realtime price change) was written later.
 */
export function newerRide<T extends { updated_at: string }>(held: T | undefined, arriving: T): T {
  if (!held) return arriving;
  return Date.parse(arriving.updated_at) >= Date.parse(held.updated_at) ? arriving : held;
}

/** Spec 3 §4: 'All' zones of a company show whether their statuses agree. */
export const HIDING_STATUS_CONSISTENT = 'Status is consistent across all zones';
export const HIDING_STATUS_MIXED = 'Status is mixed: zones differ';
