import type { Random } from './random';
import { DAY_MS, HOUR_MS, MINUTE_MS } from './ride-plan';

/** The demo spans a month back and a week ahead of `now`. */
export const DAYS_BACK = 30;
export const DAYS_AHEAD = 7;

const newYorkClock = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** How far New York wall-clock time is ahead of UTC at `ms` (negative: -4 h or -5 h). */
export function newYorkOffsetMs(ms: number): number {
  const parts: Record<string, number> = {};
  for (const part of newYorkClock.formatToParts(new Date(ms))) parts[part.type] = Number(part.value);
  const wallClock = Date.UTC(
    parts.year ?? 1970,
    (parts.month ?? 1) - 1,
    parts.day ?? 1,
    parts.hour ?? 0,
    parts.minute ?? 0,
    parts.second ?? 0,
  );
  return wallClock - (ms - (ms % 1000));
}

/** Rides per hour of the New York day: early medical appointments, rush hours, quiet nights. */
const HOURLY_WEIGHTS = [1, 1, 1, 1, 1, 3, 6, 9, 10, 9, 8, 7, 7, 7, 8, 8, 8, 7, 6, 5, 4, 3, 2, 1] as const;
export const HOUR_CHOICES = HOURLY_WEIGHTS.map((weight, hour) => ({ item: hour, weight }));

/** Picks scheduled pickup times across the demo window, relative to one fixed `now`. */
export class PickupScheduler {
  /** UTC instant of New York midnight for each day from DAYS_BACK before today to DAYS_AHEAD after. */
  private readonly midnights: number[] = [];

  constructor(private readonly now: number) {
    const offset = newYorkOffsetMs(now);
    const localMidnight = Math.floor((now + offset) / DAY_MS) * DAY_MS;
    for (let day = -DAYS_BACK; day <= DAYS_AHEAD; day++) {
      const local = localMidnight + day * DAY_MS;
      this.midnights.push(local - newYorkOffsetMs(local - offset));
    }
  }

  /**
   * One pickup time, on a five-minute mark. One ride in ten is placed within hours of `now`, so today's
   * board is busy; the rest spread over the window with the daily rhythm above.
   */
  next(random: Random): number {
    if (random.chance(0.1)) return roundTo5(this.now + random.int(-6 * 60, 8 * 60) * MINUTE_MS);
    const midnight = random.pick(this.midnights);
    const hour = random.weightedItem(HOUR_CHOICES);
    return roundTo5(midnight + hour * HOUR_MS + random.int(0, 59) * MINUTE_MS);
  }
}

function roundTo5(ms: number): number {
  return Math.round(ms / (5 * MINUTE_MS)) * 5 * MINUTE_MS;
}
