import { MESSAGES } from '@fleetdesk/contract';
import { eq } from 'drizzle-orm';
import { driverNotificationDispatches } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { businessDay } from '../../platform/business-day';
import { AppError, forbidden } from '../../platform/errors';
import { sqlState } from '../../platform/http/errors';
import type { ModuleDeps } from '../../platform/module';
import { NOTIFY_QUEUE, type NotifyJobData } from './job';
import {
  lastFinishedAt,
  latestDispatch,
  lockNotifier,
  readIntervalSetting,
  selectEligibleDriverIds,
} from './queries';
import { intervalMinutesOf, notifyRefusal, toLastNotification } from './rules';

/** Notify Drivers (spec 3 §2, §4, §7): one dispatch per interval, one in flight, sent by a job. */
export function createNotifierService({ db, jobs }: Pick<ModuleDeps, 'db' | 'jobs'>) {
  /**
   * The advisory lock makes presses take turns: the second of two simultaneous presses reads the
   * first's dispatch and is refused. The partial unique index backs that up for a dispatch in flight.
   */
  async function queueDispatch(caller: Caller, sms: boolean, ip: string) {
    return db.transaction(async (tx) => {
      await lockNotifier(tx);
      const latest = await latestDispatch(tx);
      const refusal = notifyRefusal(latest, intervalMinutesOf(await readIntervalSetting(tx)), new Date());
      if (refusal) throw new AppError('conflict', refusal);
      const driverIds = await selectEligibleDriverIds(tx, businessDay(new Date()));
      const [row] = await tx
        .insert(driverNotificationDispatches)
        .values({ requestedBy: caller.adminId, sms, driverIds, notified: driverIds.length })
        .returning({ id: driverNotificationDispatches.id, notified: driverNotificationDispatches.notified });
      const dispatch = row as { id: number; notified: number };
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'drivers.notified',
        entityType: 'driver_notification_dispatch',
        entityId: dispatch.id,
        after: { sms, notified: dispatch.notified },
        ip,
      });
      return dispatch;
    });
  }

  async function notifyDrivers(caller: Caller, sms: boolean, ip: string) {
    // Drivers serve every company: a facility user's keys, held in their companies, do not reach them.
    if (caller.companyIds !== null) throw forbidden();
    const dispatch = await queueDispatch(caller, sms, ip).catch((error: unknown) => {
      if (sqlState(error) === '23505') throw new AppError('conflict', MESSAGES.notifyInFlight);
      throw error;
    });
    try {
      await jobs.send<NotifyJobData>(NOTIFY_QUEUE, { dispatchId: dispatch.id });
    } catch (error) {
      // Not queued: end it, or it would block every later press.
      await db
        .update(driverNotificationDispatches)
        .set({ status: 'failed', error: String(error), finishedAt: new Date() })
        .where(eq(driverNotificationDispatches.id, dispatch.id));
      throw error;
    }
    return { notified: dispatch.notified, message: MESSAGES.driversNotified };
  }

  async function lastNotification() {
    const [latest, finishedAt, interval] = await Promise.all([
      latestDispatch(db),
      lastFinishedAt(db),
      readIntervalSetting(db),
    ]);
    return toLastNotification(latest, finishedAt, intervalMinutesOf(interval));
  }

  return { notifyDrivers, lastNotification };
}
