import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, driverNotificationDispatches, settings } from '../../db/schema';
import { missingRequiredDocumentsSql } from '../documents/queries';
import { type DispatchSummary, INTERVAL_SETTING_KEY } from './rules';

/** Serialises presses of Notify Drivers across server instances for one transaction. */
export const lockNotifier = (tx: DbOrTx) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtext('notifier.notify-drivers'))`);

export async function readIntervalSetting(db: DbOrTx): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, INTERVAL_SETTING_KEY));
  return row?.value;
}

export async function latestDispatch(db: DbOrTx): Promise<DispatchSummary | null> {
  const [row] = await db
    .select({
      status: driverNotificationDispatches.status,
      createdAt: driverNotificationDispatches.createdAt,
      notified: driverNotificationDispatches.notified,
      sentBy: sql<string | null>`${admins.firstName} || ' ' || ${admins.lastName}`,
    })
    .from(driverNotificationDispatches)
    .leftJoin(admins, eq(admins.id, driverNotificationDispatches.requestedBy))
    .orderBy(desc(driverNotificationDispatches.id))
    .limit(1);
  return row ?? null;
}

export async function lastFinishedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await db
    .select({ at: driverNotificationDispatches.finishedAt })
    .from(driverNotificationDispatches)
    .where(eq(driverNotificationDispatches.status, 'finished'))
    .orderBy(desc(driverNotificationDispatches.id))
    .limit(1);
  return row?.at ?? null;
}

/**
 * Drivers a dispatch messages (docs/decisions.md): active, offline (online drivers already see the open
 * rides), of no fleet or an active fleet, with every required document valid on `today`, and driving an
 * active car whose required documents are valid too — the drivers who could take a ride right now.
 */
export async function selectEligibleDriverIds(db: DbOrTx, today: string): Promise<number[]> {
  const { rows } = await db.execute<{ id: number }>(sql`
    select dr.id::int as id from drivers dr
    left join fleets f on f.id = dr.fleet_id
    where dr.status = 'active' and not dr.online
      and (f.id is null or f.status = 'active')
      and not ${missingRequiredDocumentsSql('driver', sql`dr.id`, today)}
      and exists (select 1 from cars c where c.driver_id = dr.id and c.status = 'active'
        and not ${missingRequiredDocumentsSql('car', sql`c.id`, today)})
    order by dr.id`);
  return rows.map((row) => row.id);
}
