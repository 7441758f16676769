import { eq, sql } from 'drizzle-orm';
import { driverNotificationDispatches, drivers } from '../../db/schema';
import type { JobDefinition } from '../../platform/jobs';
import type { ModuleDeps } from '../../platform/module';
import { NOTIFY_SUBJECT, NOTIFY_TEXT } from './rules';

export const NOTIFY_QUEUE = 'notify-drivers';
export type NotifyJobData = { dispatchId: number };
type JobDeps = Pick<ModuleDeps, 'db' | 'notifier' | 'log'>;

/** Drivers messaged between two progress saves: a crash resends at most this many. */
const CHUNK = 50;

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
      const chunk = dispatch.driverIds.slice(sent, sent + CHUNK);
      failed += await messageDrivers(deps, chunk, dispatch.sms);
      sent += chunk.length;
      await setDispatch(deps, dispatchId, { sent, failed });
    }
    await setDispatch(deps, dispatchId, { status: 'finished', finishedAt: new Date() });
  } catch (e) {
    const error = e instanceof Error ? e.message : String(e);
    await setDispatch(deps, dispatchId, { status: 'failed', error, finishedAt: new Date() });
    deps.log.error(`notify-drivers: dispatch ${dispatchId} failed: ${error}`);
  }
}

export const notifyJobDefinition = (deps: JobDeps): JobDefinition<NotifyJobData> => ({
  name: NOTIFY_QUEUE,
  handle: (data) => runDispatch(deps, data.dispatchId),
});
