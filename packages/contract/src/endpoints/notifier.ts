import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { LastNotification } from '../entities/notifier';

export const notifyDrivers = defineEndpoint({
  method: 'POST',
  path: '/notifier/notify-drivers',
  summary: 'Message every eligible driver that rides are waiting (push, and SMS when asked), as a job',
  tag: 'notifier',
  auth: 'user',
  permission: 'reporting.view_notify_page',
  fleet: false,
  body: z.object({ sms: z.boolean().default(false) }),
  response: z.object({ notified: z.number().int(), message: z.string() }),
});

export const lastNotification = defineEndpoint({
  method: 'GET',
  path: '/notifier/last-notification',
  summary: 'When drivers were last notified, by whom, and whether that dispatch has finished',
  tag: 'notifier',
  auth: 'user',
  permission: 'reporting.view_notify_page',
  fleet: false,
  response: LastNotification,
});
