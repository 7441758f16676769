import { MIN_AHEAD_MAX } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Spec 3 §5 marketplace min_ahead: a positive whole number of minutes, required while the setting is
 * active; empty is sent as 0 (so 0 means "none" and is refused only for an active setting). `null` is
 * an empty field. The form and the server both ask this function, so the row refuses what Apply would.
 */
export function minAheadProblem(value: number | null, status: 'active' | 'inactive'): string | null {
  if (value === null || value === 0) return status === 'active' ? MESSAGES.minAheadRequired : null;
  if (!Number.isInteger(value) || value < 0) return MESSAGES.minAheadPositive;
  if (value > MIN_AHEAD_MAX) return MESSAGES.minAheadTooLong;
  return null;
}
