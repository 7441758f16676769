import type { Config } from '../../../config';
import type { Db } from '../../../db/client';
import { createHttpSmsNotifier } from './http-sms';
import type { Notifier } from './notifier';
import { createOutboxNotifier } from './outbox';
import { createSmtpNotifier } from './smtp';

export type { Notifier, OutgoingMessage } from './notifier';

/** The outbox always records; SMTP and the SMS provider deliver when configured. */
export function createNotifier(config: Config, db: Db, logLine: (line: string) => void): Notifier {
  return createOutboxNotifier(
    db,
    {
      email: config.smtp && createSmtpNotifier(config.smtp),
      sms: config.sms && createHttpSmsNotifier(config.sms),
    },
    logLine,
  );
}
