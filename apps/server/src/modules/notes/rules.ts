import { type NOTE_CATEGORIES, type Note, noteMaxFor } from '@fleetdesk/contract';
import { BILLING_NOTE_EVENT } from '../rides/log-events';
import type { StoredNote } from './queries';

type EntityType = 'driver' | 'ride' | 'transaction_request' | 'car';
type Category = (typeof NOTE_CATEGORIES)[number];

/**
 * Which categories belong to which entity (spec 1 §3 names both lists, not the pairs): each entity
 * has its own kinds, and default / other fit anywhere.
 */
const CATEGORIES_BY_ENTITY: Record<EntityType, readonly Category[]> = {
  ride: ['ride', 'billing', 'default', 'other'],
  driver: ['dispatch_note', 'default', 'other'],
  car: ['edit-cars', 'default', 'other'],
  transaction_request: ['transaction_request', 'default', 'other'],
};

/** The log line a ride note writes: a billing note's has a type of its own, so it can be left out for others. */
export const rideLogEventOf = (category: Category) => (category === 'billing' ? BILLING_NOTE_EVENT : 'note');

/** Why a note may not be written as asked, or null when it may. */
export function noteRefusal(note: { entity_type: EntityType; category: Category; body: string }): {
  field: string;
  message: string;
} | null {
  if (!CATEGORIES_BY_ENTITY[note.entity_type].includes(note.category)) {
    return {
      field: 'data.category',
      message: `A ${note.entity_type} note cannot be a ${note.category} note`,
    };
  }
  const max = noteMaxFor(note.entity_type);
  if (note.body.length > max) return { field: 'data.body', message: `Must be at most ${max} characters!` };
  return null;
}

/** How a fleet user reads a note written by the operator's staff (spec 1 §2.8: fleets have no admin column). */
export const STAFF_AUTHOR_FOR_FLEETS = 'Dispatch';

/**
 * A note as its reader sees it: staff read every author; a fleet user reads the names of their own
 * fleet's users, and any other author as the operator's dispatch, with no admin id.
 */
export function noteForReader(
  { author_fleet_id, ...note }: StoredNote,
  reader: { isFleet: boolean; fleetId: number | null },
): Note {
  if (!reader.isFleet || author_fleet_id === reader.fleetId || note.admin_id === null) return note;
  return { ...note, added_by: STAFF_AUTHOR_FOR_FLEETS, admin_id: null };
}
