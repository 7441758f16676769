import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { admins } from './access';
import { ts } from './columns';

/**
 * Every stored file (uploads, rotated copies, thumbnails). The bytes live in the storage adapter under
 * `storage_key`; this row says what they are, who stored them and for which entity, so access can be
 * decided and audited without listing the bucket.
 */
export const files = pgTable(
  'files',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    /** The entity the file belongs to when known (a driver's photo), else null (a general upload). */
    ownerType: text('owner_type'),
    ownerId: integer('owner_id'),
    /** The client's folder name (`location`), kept for grouping; never trusted as a path. */
    location: text().notNull(),
    isPublic: boolean('is_public').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    createdBy: integer('created_by').references(() => admins.id),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    check(
      'files_content_type_check',
      sql`${t.contentType} in ('image/jpeg', 'image/png', 'image/bmp', 'application/pdf')`,
    ),
    check('files_owner_check', sql`(${t.ownerType} is null) = (${t.ownerId} is null)`),
    index('files_owner_idx').on(t.ownerType, t.ownerId),
  ],
);
