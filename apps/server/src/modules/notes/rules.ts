import { type NOTE_CATEGORIES, noteMaxFor } from '@fleetdesk/contract';
import { BILLING_NOTE_EVENT } from '../rides/log-events';

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
