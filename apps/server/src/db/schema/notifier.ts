import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';

/**
 * One press of Notify Drivers (spec 3 §2): who asked, whether SMS goes too, the drivers chosen when it
 * was pressed, and how far the `notify-drivers` job got. The job resumes from `sent` after a retry.
 */
export const driverNotificationDispatches = pgTable(
  'driver_notification_dispatches',
  {
    id: integer().primaryKey().generatedByDefaultAsIdentity(),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => admins.id),
    sms: boolean().notNull(),
    status: text().$type<'queued' | 'sending' | 'finished' | 'failed'>().notNull().default('queued'),
    driverIds: integer('driver_ids').array().notNull(),
    /** How many drivers the dispatch messages (the eligible drivers when it was pressed). */
    notified: integer().notNull(),
    /** Drivers handled so far, in `driver_ids` order. */
    sent: integer().notNull().default(0),
    /** Messages the delivery adapter refused (recorded as failed in the outbox). */
    failed: integer().notNull().default(0),
    error: text(),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    check(
      'driver_notification_dispatches_status_check',
      sql`${t.status} in ('queued', 'sending', 'finished', 'failed')`,
    ),
    // At most one dispatch in flight: a second press while one runs is refused by the database itself.
    uniqueIndex('driver_notification_dispatches_one_in_flight')
      .on(sql`(true)`)
      .where(sql`status in ('queued', 'sending')`),
    index('driver_notification_dispatches_created_idx').on(t.createdAt),
  ],
);
