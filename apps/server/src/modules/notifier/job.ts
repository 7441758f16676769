import { and, eq, inArray, sql } from 'drizzle-orm';
import { driverNotificationDispatches, drivers } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { NOTIFY_SUBJECT, NOTIFY_TEXT } from './rules';

export const NOTIFY_QUEUE = 'notify-drivers';
export type NotifyJobData = { dispatchId: number };
type JobDeps = Pick<ModuleDeps, 'db' | 'notifier' | 'log'>;

/**
 * Drivers messaged between two progress saves: a crash, or a retry run beside its try, resends at most
 * this many.
 */
export const NOTIFY_CHUNK = 50;

const setDispatch = (
  deps: JobDeps,
  id: number,
  patch: Partial<typeof driverNotificationDispatches.$inferInsert>,
) => deps.db.update(driverNotificationDispatches).set(patch).where(eq(driverNotificationDispatches.id, id));

/** Push to the driver's app, and SMS to their phone when asked; answers how many the adapters refused. */
async function messageDrivers(deps: JobDeps, ids: number[], sms: boolean): Promise<number> {
  const rows = await deps.db
    .select({ id: drivers.id, phone: drivers.phoneNumber })
    .from(drivers)
    .where(sql`${drivers.id} = any(${sql.param(ids)}::int[])`);
  let failed = 0;
  const send = (channel: 'push' | 'sms', to: string) =>
    deps.notifier.send({ channel, to, subject: NOTIFY_SUBJECT, text: NOTIFY_TEXT }).catch((e: Error) => {
      failed += 1;
      deps.log.warn(`notify-drivers: ${e.message}`);
    });
  for (const driver of rows) {
    await send('push', `driver:${driver.id}`);
    if (sms) await send('sms', driver.phone);
  }
  return failed;
}

/**
 * Saves a chunk's progress unless another run of the dispatch saved one since `from`, or it ended:
 * pg-boss starts a retry beside a try that outlived its expiry (slow SMS), and the two would otherwise
 * both message every driver. Answers false when this run must stop (its chunk is the only one resent).
 */
async function saveProgress(
  deps: JobDeps,
  id: number,
  from: number,
  progress: { sent: number; failed: number },
): Promise<boolean> {
  const saved = await deps.db
    .update(driverNotificationDispatches)
    .set(progress)
    .where(
      and(
        eq(driverNotificationDispatches.id, id),
        eq(driverNotificationDispatches.sent, from),
        eq(driverNotificationDispatches.status, 'sending'),
      ),
    )
    .returning({ id: driverNotificationDispatches.id });
  return saved.length > 0;
}

/**
 * Sends one dispatch to the drivers chosen when it was pressed, resuming after the last saved chunk
 * (a restarted server's retry does not start over). A failure ends the dispatch as failed, so the
 * next press is not blocked for ever by a dispatch that will never finish.
 */
async function runDispatch(deps: JobDeps, dispatchId: number) {
  const [dispatch] = await deps.db
    .select()
    .from(driverNotificationDispatches)
    .where(eq(driverNotificationDispatches.id, dispatchId));
  if (!dispatch || dispatch.status === 'finished' || dispatch.status === 'failed') return;
  await setDispatch(deps, dispatchId, { status: 'sending' });
  let { sent, failed } = dispatch;
  try {
    while (sent < dispatch.driverIds.length) {
      const from = sent;
      const chunk = dispatch.driverIds.slice(sent, sent + NOTIFY_CHUNK);
      failed += await messageDrivers(deps, chunk, dispatch.sms);
      sent += chunk.length;
      if (!(await saveProgress(deps, dispatchId, from, { sent, failed }))) {
        deps.log.warn(`notify-drivers: dispatch ${dispatchId} is sent by another run; this one stops`);
        return;
      }
    }
    await setDispatch(deps, dispatchId, { status: 'finished', finishedAt: new Date() });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await setDispatch(deps, dispatchId, { status: 'failed', error, finishedAt: new Date() });
    deps.log.error(`notify-drivers: dispatch ${dispatchId} failed: ${error}`);
  }
}

/** Why a dispatch whose job was given up ended: its process died on every try, or its time ran out. */
export const DISPATCH_GIVEN_UP =
  'The dispatch stopped before it finished (the server restarted or it ran out of time).';

/**
 * A dispatch still in flight when its job is given up ends failed: otherwise it would read as running
 * for ever and refuse every later press with 'not been completed'.
 */
async function giveUp(deps: JobDeps, dispatchId: number) {
  const ended = await deps.db
    .update(driverNotificationDispatches)
    .set({ status: 'failed', error: DISPATCH_GIVEN_UP, finishedAt: new Date() })
    .where(
      and(
        eq(driverNotificationDispatches.id, dispatchId),
        inArray(driverNotificationDispatches.status, ['queued', 'sending']),
      ),
    )
    .returning({ id: driverNotificationDispatches.id });
  if (ended.length > 0) deps.log.error(`notify-drivers: dispatch ${dispatchId} given up`);
}

export const notifyJobDefinition = (deps: JobDeps): JobDefinition<NotifyJobData> => ({
  name: NOTIFY_QUEUE,
  handle: (data) => runDispatch(deps, data.dispatchId),
  onGiveUp: (data) => giveUp(deps, data.dispatchId),
});
