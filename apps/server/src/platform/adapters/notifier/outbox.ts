import { VERIFICATION_CODE_TTL_SECONDS } from '@fleetdesk/contract';
import { and, isNotNull, lt } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { outbox } from '../../../db/schema';
import type { Notifier, OutgoingMessage } from './notifier';

/** What is left of a message that held a code once the code is no longer the outbox's to keep. */
export const REMOVED_CODE_BODY = 'This message held a sign-in code; it was removed.';

const CHANNEL_NAMES: Record<OutgoingMessage['channel'], string> = {
  sms: 'SMS',
  email: 'e-mail',
  push: 'push notification',
};

/**
 * Records every message in the outbox table and hands it to the delivery adapter for its channel.
 * With no adapter for a channel (the embedded default) the outbox row plus a log line is the delivery:
 * a developer reads sign-in codes from the server log, and scripts from the outbox, so a code is kept
 * there until it expires. Handed to a real adapter, a code is never stored.
 */
export function createOutboxNotifier(
  db: Db,
  deliveries: { email?: Notifier; sms?: Notifier; push?: Notifier },
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
      const keepsCode = message.holdsCode === true && !adapter;
      await db.insert(outbox).values({
        channel: message.channel,
        recipient: message.to,
        subject: message.subject,
        body: message.holdsCode && adapter ? REMOVED_CODE_BODY : message.text,
        purgeBodyAt: keepsCode ? new Date(Date.now() + VERIFICATION_CODE_TTL_SECONDS * 1000) : null,
        adapter: adapter?.name ?? 'log',
        status: error ? 'failed' : 'sent',
        error,
      });
      if (error) throw new Error(`Could not deliver the ${CHANNEL_NAMES[message.channel]}: ${error}`);
    },
  };
}

/** Erases the codes the outbox kept for the log channel once they have expired; answers how many. */
export async function purgeExpiredCodes(db: Db): Promise<number> {
  const purged = await db
    .update(outbox)
    .set({ body: REMOVED_CODE_BODY, purgeBodyAt: null })
    .where(and(isNotNull(outbox.purgeBodyAt), lt(outbox.purgeBodyAt, new Date())))
    .returning({ id: outbox.id });
  return purged.length;
}
