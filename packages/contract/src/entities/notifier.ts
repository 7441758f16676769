import { z } from 'zod';

/**
 * The last Notify Drivers dispatch (spec 3 §3). `last_notification_by_user_at` is when someone last pressed
 * the button (the countdown runs from it); `last_notification_at` is when that dispatch finished sending.
 * `interval` is in minutes. `is_notifications_executed` is false while a dispatch is queued or sending.
 */
export const LastNotification = z.object({
  last_notification_at: z.string().nullable(),
  last_notification_by_user_at: z.string().nullable(),
  interval: z.number().int(),
  sent_by: z.string().nullable(),
  is_notifications_executed: z.boolean(),
  /** Drivers the last dispatch messages (the page's count). */
  notified: z.number().int(),
});
export type LastNotification = z.infer<typeof LastNotification>;
