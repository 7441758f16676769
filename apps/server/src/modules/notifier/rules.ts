import { type LastNotification, MESSAGES, NOTIFY_DEFAULT_INTERVAL_MINUTES } from '@fleetdesk/contract';

/** What a driver's phone shows: open rides are waiting for drivers to take them. */
export const NOTIFY_SUBJECT = 'Rides are waiting';
export const NOTIFY_TEXT =
  'Rides are waiting for drivers in the Fleetdesk marketplace. Go online to take one.';

/** The setting that changes the minutes between two dispatches (spec 3 §9 default: 10). */
export const INTERVAL_SETTING_KEY = 'notifier.interval_minutes';

export interface DispatchSummary {
  status: 'queued' | 'sending' | 'finished' | 'failed';
  createdAt: Date;
  notified: number;
  sentBy: string | null;
}

export const isInFlight = (dispatch: Pick<DispatchSummary, 'status'> | null) =>
  dispatch !== null && (dispatch.status === 'queued' || dispatch.status === 'sending');

/** A stored interval that is a positive whole number of minutes, else the spec's default. */
export function intervalMinutesOf(stored: unknown): number {
  return typeof stored === 'number' && Number.isInteger(stored) && stored > 0
    ? stored
    : NOTIFY_DEFAULT_INTERVAL_MINUTES;
}

/** Why a press now is refused: a dispatch still running, or the countdown not yet at 0; null when it may go. */
export function notifyRefusal(
  latest: DispatchSummary | null,
  intervalMinutes: number,
  now: Date,
): string | null {
  if (!latest) return null;
  if (isInFlight(latest)) return MESSAGES.notifyInFlight;
  const opensAt = latest.createdAt.getTime() + intervalMinutes * 60_000;
  return now.getTime() < opensAt ? MESSAGES.notifyTooSoon : null;
}

export function toLastNotification(
  latest: DispatchSummary | null,
  lastFinishedAt: Date | null,
  intervalMinutes: number,
): LastNotification {
  return {
    last_notification_at: lastFinishedAt?.toISOString() ?? null,
    last_notification_by_user_at: latest?.createdAt.toISOString() ?? null,
    interval: intervalMinutes,
    sent_by: latest?.sentBy ?? null,
    is_notifications_executed: !isInFlight(latest),
    notified: latest?.notified ?? 0,
  };
}
