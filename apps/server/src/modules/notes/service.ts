import {
  type EndpointQuery,
  MESSAGES,
  NOTES_PAGE_SIZE,
  type noteBody,
  type notes as notesEndpoints,
} from '@fleetdesk/contract';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { isOpenToFleets } from '../../db/fleet-reach';
import { writeAudit } from '../../platform/audit';
import { mayReadBillingNotes } from '../../platform/auth/billing';
import type { Caller } from '../../platform/auth/context';
import { callerIn, reachesCompany } from '../../platform/auth/reach';
import { forbidden, invalidField, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { insertRideEvent } from '../ride-actions/queries';
import { createPublisher } from '../rides/publish';
import { insertNote, selectNoteOwner, selectNotes } from './queries';
import { noteForReader, noteRefusal, rideLogEventOf } from './rules';

type ListQuery = z.output<EndpointQuery<typeof notesEndpoints.listNotes>>;
type NoteInput = z.output<typeof noteBody>['data'];

const ENTITY_NAMES = {
  ride: 'Ride',
  driver: 'Driver',
  car: 'Car',
  transaction_request: 'Transaction request',
};

/**
 * The entity a note is about, if the caller may reach it: 404 when missing, outside a fleet user's
 * fleet (a ride open to every fleet is in it: fleets read its notes, and add none) or outside a facility user's companies (drivers and cars belong to none). Transaction requests
 * have no table yet and are the operator's business. `actor` is the caller with the keys they hold
 * in the entity's company.
 */
async function entityInReach(
  db: DbOrTx,
  caller: Caller,
  type: NoteInput['entity_type'],
  id: number,
): Promise<{ fleetId: number | null; actor: Caller }> {
  if (type === 'transaction_request') {
    if (caller.isFleet || caller.companyIds !== null) throw notFound(ENTITY_NAMES[type]);
    return { fleetId: null, actor: caller };
  }
  const row = await selectNoteOwner(db, type, id);
  const inReach =
    row &&
    (!caller.isFleet || row.fleetId === caller.fleetId || (row.ride !== null && isOpenToFleets(row.ride))) &&
    reachesCompany(caller, row.companyId);
  if (!row || !inReach) throw notFound(ENTITY_NAMES[type]);
  return { fleetId: row.fleetId, actor: row.companyId === null ? caller : callerIn(caller, row.companyId) };
}

/** Asking for billing notes by name without the key is refused outright, not answered empty. */
function checkCategoryRight(caller: Caller, category: string | undefined) {
  if (category === 'billing' && !mayReadBillingNotes(caller)) throw forbidden();
}

export function createNotesService({
  db,
  realtime,
  fileLinks,
}: Pick<ModuleDeps, 'db' | 'realtime' | 'fileLinks'>) {
  const publish = createPublisher(db, realtime, fileLinks);

  /** GET /rides/{id}/notes: every note of a ride, newest first; billing notes only with the key. */
  async function loadRideNotes(caller: Caller, rideId: number, withWebhooks: boolean) {
    const { actor } = await entityInReach(db, caller, 'ride', rideId);
    const notes = await selectNotes(
      db,
      {
        entityType: 'ride',
        entityId: rideId,
        withBilling: mayReadBillingNotes(actor),
        order: 'desc',
        page: 1,
        perPage: NOTES_PAGE_SIZE,
      },
      withWebhooks,
    );
    return { notes: notes.map((note) => noteForReader(note, caller)) };
  }

  async function listNotes(caller: Caller, query: ListQuery) {
    const { actor } = await entityInReach(db, caller, query.entity_type, query.entity_id);
    checkCategoryRight(actor, query.category);
    const data = await selectNotes(db, {
      entityType: query.entity_type,
      entityId: query.entity_id,
      category: query.category,
      from: query.from_datetime ? new Date(query.from_datetime) : undefined,
      withBilling: mayReadBillingNotes(actor),
      order: query.sort_by_type,
      page: query.page,
      perPage: query.per_page,
    });
    return { notes: { data: data.map((note) => noteForReader(note, caller)) } };
  }

  /** POST /notes: the note, a 'note' line in a ride's log, an audit row, then the ride's update event. */
  async function createNote(caller: Caller, input: NoteInput, ip: string) {
    const refusal = noteRefusal(input);
    if (refusal) throw invalidField(refusal.field, refusal.message);
    const { note, fleetId } = await db.transaction(async (tx) => {
      const entity = await entityInReach(tx, caller, input.entity_type, input.entity_id);
      checkCategoryRight(entity.actor, input.category);
      const note = await insertNote(tx, {
        entityType: input.entity_type,
        entityId: input.entity_id,
        category: input.category,
        body: input.body,
        adminId: caller.adminId,
        addedBy: input.added_by?.trim() || null,
      });
      if (input.entity_type === 'ride') {
        await insertRideEvent(tx, {
          rideId: input.entity_id,
          eventType: rideLogEventOf(input.category),
          adminId: caller.adminId,
          body: input.body,
        });
      }
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'note.created',
        entityType: input.entity_type,
        entityId: input.entity_id,
        after: note,
        ip,
      });
      return { note, fleetId: entity.fleetId };
    });
    if (input.entity_type === 'ride') {
      await publish([
        { rideId: input.entity_id, event: 'updated', fleetBefore: fleetId, fleetAfter: fleetId },
      ]);
    }
    return { note: noteForReader(note, caller), message: MESSAGES.noteAdded };
  }

  return { listNotes, loadRideNotes, createNote };
}
