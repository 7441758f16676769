import { createHash, randomBytes } from 'node:crypto';
import {
  LOCATION_MESSAGES,
  POSITION_CLOCK_SKEW_MS,
  POSITION_MAX_AGE_MS,
} from '@fleetdesk/contract/endpoints/locations';

/** A fix as the feed stores it, its time parsed. */
export interface Fix {
  lat: number;
  lon: number;
  heading: number;
  speed: number | null;
  accuracy: number | null;
  recordedAt: Date;
}

/** A new device token: 32 random bytes, base64url (43 characters). */
export const newDeviceToken = (): string => randomBytes(32).toString('base64url');

/** Only this is stored: a token is random enough that a fast hash is safe, and a lookup stays one index probe. */
export const hashDeviceToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The time rules the schema cannot check (they need the server's clock): not in the future beyond a
 * phone's clock skew, not older than 10 minutes. Field errors keyed `positions.<i>.recorded_at`.
 */
export function timeProblems(fixes: readonly Fix[], now: Date): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  fixes.forEach((fix, i) => {
    const age = now.getTime() - fix.recordedAt.getTime();
    const message =
      age < -POSITION_CLOCK_SKEW_MS
        ? LOCATION_MESSAGES.inFuture
        : age > POSITION_MAX_AGE_MS
          ? LOCATION_MESSAGES.tooOld
          : null;
    if (message) problems[`positions.${i}.recorded_at`] = [message];
  });
  return problems;
}

/** The newest fix of a batch (phones may send them out of order); the later one wins a tie. */
export function newestFix(fixes: readonly Fix[]): Fix {
  return fixes.reduce((newest, fix) => (fix.recordedAt >= newest.recordedAt ? fix : newest));
}

/** One fix per time: a batch that repeats a time keeps the last one (the history's key is driver + time). */
export function distinctByTime(fixes: readonly Fix[]): Fix[] {
  return [...new Map(fixes.map((fix) => [fix.recordedAt.getTime(), fix])).values()];
}
