import { DRIVER_DISPATCH_NOTE_WINDOW_HOURS, type Note } from '@fleetdesk/contract';

/** The entities that carry a notes panel of their own (the driver page, the edit-car dialog). */
export type NotedEntityType = 'driver' | 'car';

const DISPATCH_NOTE_WINDOW_MS = DRIVER_DISPATCH_NOTE_WINDOW_HOURS * 60 * 60 * 1000;

/**
 * The category a note written in the panel gets: a car's notes are the edit-cars notes; a driver's are
 * lasting 'default' notes (dispatch notes are short-lived and written from dispatch, not from here).
 */
export const panelNoteCategory = (entityType: NotedEntityType): Note['category'] =>
  entityType === 'car' ? 'edit-cars' : 'default';

/**
 * The notes the panel lists, newest first as the server sends them: a dispatch note only while it is
 * younger than the dispatch-note window (spec 1 §9: 6 hours), every other note always.
 */
export function visibleEntityNotes(notes: readonly Note[], now: number): Note[] {
  return notes.filter(
    (note) =>
      note.category !== 'dispatch_note' || now - Date.parse(note.created_at) < DISPATCH_NOTE_WINDOW_MS,
  );
}
