import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { Notifier, OutgoingMessage } from './notifier';

/**
 * Records every message in the outbox table and hands it to the delivery adapter for its channel.
 * With no adapter for a channel (the embedded default) the outbox row plus a log line is the delivery:
 * a developer reads sign-in codes from the server log.
 */
export function createOutboxNotifier(
  db: Db,
  deliveries: { email?: Notifier; sms?: Notifier },
  logLine: (line: string) => void,
): Notifier {
  return {
    name: 'outbox',
    async send(message: OutgoingMessage) {
      const adapter = deliveries[message.channel];
      let error: string | null = null;
      if (adapter) {
        try {
          await adapter.send(message);
        } catch (e) {
          error = e instanceof Error ? e.message : String(e);
        }
      } else {
        logLine(message.logLine ?? `${message.channel} to ${message.to}: ${message.text}`);
      }
      await db.insert(outbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.text,
        adapter: adapter?.name ?? 'log',
        status: error ? 'failed' : 'sent',
        error,
      });
      if (error)
        throw new Error(`Could not deliver the ${message.channel === 'sms' ? 'SMS' : 'e-mail'}: ${error}`);
    },
  };
}
