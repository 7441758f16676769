import { sql } from 'drizzle-orm';
import { bigint, check, customType, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';

const customBytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/** Every message the product sends, whatever adapter delivered it. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    channel: text().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    adapter: text().notNull(),
    status: text().notNull(),
    error: text(),
    /** Set when the body holds a code kept for the log channel: the body is erased at this time. */
    purgeBodyAt: ts('purge_body_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check('outbox_channel_check', sql`${t.channel} in ('sms', 'email', 'push')`),
    check('outbox_status_check', sql`${t.status} in ('sent', 'failed')`),
    index('outbox_recipient_idx').on(t.recipient, t.createdAt),
    // The purge job looks only at the few bodies still holding a code.
    index('outbox_purge_body_idx').on(t.purgeBodyAt).where(sql`${t.purgeBodyAt} is not null`),
  ],
);

/** Append-only record of every write: who, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    adminId: integer('admin_id').references(() => admins.id),
    action: text().notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    before: jsonb(),
    after: jsonb(),
    ip: text(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId)],
);

/** Payloads over PostgreSQL's NOTIFY limit, for the Socket.IO Postgres adapter (its documented table). */
export const socketIoAttachments = pgTable('socket_io_attachments', {
  id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  createdAt: ts('created_at').defaultNow(),
  payload: customBytea('payload'),
});
