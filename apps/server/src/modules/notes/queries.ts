import type { Note } from '@fleetdesk/contract';
import { and, asc, desc, eq, gte, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { hiddenFromMarketplace } from '../../db/fleet-reach';
import { admins, cars, drivers, notes, noteWebhooks, rides } from '../../db/schema';

export interface NoteFilter {
  entityType: string;
  entityId: number;
  category?: string;
  from?: Date;
  /** False leaves billing notes out (the caller lacks the key). */
  withBilling: boolean;
  order: 'asc' | 'desc';
  page: number;
  perPage: number;
}

const columns = {
  note: notes,
  adminFirstName: admins.firstName,
  adminLastName: admins.lastName,
  authorFleetId: admins.fleetId,
};
type NoteRecord = {
  note: typeof notes.$inferSelect;
  adminFirstName: string | null;
  adminLastName: string | null;
  authorFleetId: number | null;
};

/** A note with the fleet of the user who wrote it (null: staff, or no author), for notes/rules.ts. */
export type StoredNote = Note & { author_fleet_id: number | null };

function toNote(row: NoteRecord, webhooks: Note['webhooks'] = []): StoredNote {
  const n = row.note;
  const adminName = [row.adminFirstName, row.adminLastName].filter(Boolean).join(' ');
  return {
    id: n.id,
    entity_type: n.entityType as Note['entity_type'],
    entity_id: n.entityId,
    category: n.category as Note['category'],
    body: n.body,
    added_by: n.addedBy || adminName || 'anonymous',
    admin_id: n.adminId,
    created_at: n.createdAt.toISOString(),
    webhooks,
    author_fleet_id: row.authorFleetId,
  };
}

/** Notes of one entity through the (entity_type, entity_id, created_at) index. */
export async function selectNotes(
  db: DbOrTx,
  filter: NoteFilter,
  withWebhooks = false,
): Promise<StoredNote[]> {
  const conditions: (SQL | undefined)[] = [
    eq(notes.entityType, filter.entityType),
    eq(notes.entityId, filter.entityId),
    filter.category ? eq(notes.category, filter.category) : undefined,
    filter.from ? gte(notes.createdAt, filter.from) : undefined,
    filter.withBilling ? undefined : ne(notes.category, 'billing'),
  ];
  const by = filter.order === 'asc' ? asc : desc;
  const rows = await db
    .select(columns)
    .from(notes)
    .leftJoin(admins, eq(admins.id, notes.adminId))
    .where(and(...conditions))
    .orderBy(by(notes.createdAt), by(notes.id))
    .limit(filter.perPage)
    .offset((filter.page - 1) * filter.perPage);
  if (!withWebhooks || rows.length === 0) return rows.map((row) => toNote(row));
  const hooks = await db
    .select()
    .from(noteWebhooks)
    .where(
      inArray(
        noteWebhooks.noteId,
        rows.map((r) => r.note.id),
      ),
    )
    .orderBy(asc(noteWebhooks.createdAt), asc(noteWebhooks.id));
  return rows.map((row) =>
    toNote(
      row,
      hooks
        .filter((h) => h.noteId === row.note.id)
        .map((h) => ({
          name: h.name,
          response: h.response,
          exception: h.exception,
          status: h.status,
          response_status_code: h.responseStatusCode,
          vendor_status: h.vendorStatus as Note['webhooks'][number]['vendor_status'],
        })),
    ),
  );
}

export async function insertNote(db: DbOrTx, values: typeof notes.$inferInsert): Promise<StoredNote> {
  const [note] = await db.insert(notes).values(values).returning();
  if (!note) throw new Error('insert returned nothing');
  const [admin] = note.adminId ? await db.select().from(admins).where(eq(admins.id, note.adminId)) : [];
  return toNote({
    note,
    adminFirstName: admin?.firstName ?? null,
    adminLastName: admin?.lastName ?? null,
    authorFleetId: admin?.fleetId ?? null,
  });
}

/**
 * The fleet and company a note's entity belongs to (drivers and cars have no company), with a ride's
 * state for db/fleet-reach.ts; undefined when there is no such entity.
 */
export async function selectNoteOwner(db: DbOrTx, type: 'ride' | 'driver' | 'car', id: number) {
  if (type === 'ride') {
    const [ride] = await db
      .select({
        fleetId: rides.fleetId,
        companyId: rides.companyId,
        status: rides.status,
        driverId: rides.driverId,
        availableForDrivers: rides.availableForDrivers,
        hiddenFromMarketplace: sql<boolean>`${hiddenFromMarketplace}`,
      })
      .from(rides)
      .where(eq(rides.id, id));
    return ride && { fleetId: ride.fleetId, companyId: ride.companyId, ride };
  }
  const [row] =
    type === 'driver'
      ? await db.select({ fleetId: drivers.fleetId }).from(drivers).where(eq(drivers.id, id))
      : await db.select({ fleetId: cars.fleetId }).from(cars).where(eq(cars.id, id));
  return row && { fleetId: row.fleetId, companyId: null, ride: null };
}
