import type { LastNotification } from '@fleetdesk/contract';
import { secondsUntil } from '../../ui/time/countdown';

/**
 * Seconds until Notify Drivers may be pressed again (spec 3 §4): the last press plus the interval
 * (minutes), counted from `now`, never more than the interval; 0 once it has passed or when no one
 * has pressed yet.
 */
export function notifyCountdownSeconds(
  last: Pick<LastNotification, 'last_notification_by_user_at' | 'interval'> | undefined,
  now: number,
): number {
  if (!last?.last_notification_by_user_at) return 0;
  const pressedAt = Date.parse(last.last_notification_by_user_at);
  if (Number.isNaN(pressedAt)) return 0;
  const seconds = secondsUntil(new Date(pressedAt + last.interval * 60_000).toISOString(), now);
  // A browser clock behind the server's would otherwise count more than the whole interval.
  return Math.min(seconds, last.interval * 60);
}

/** The button is enabled only when the countdown is at 0 and no dispatch is still running. */
export const canNotify = (last: LastNotification | undefined, now: number): boolean =>
  last?.is_notifications_executed === true && notifyCountdownSeconds(last, now) === 0;
