import type { Note } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { panelNoteCategory, visibleEntityNotes } from './entityNotes';

const HOUR = 60 * 60 * 1000;
const NOW = Date.parse('2026-11-24T18:00:00Z');
const note = (id: number, category: Note['category'], hoursAgo: number): Note => ({
  id,
  entity_type: 'driver',
  entity_id: 5,
  category,
  body: `note ${id}`,
  added_by: 'Dana Dispatch',
  admin_id: 1,
  created_at: new Date(NOW - hoursAgo * HOUR).toISOString(),
  webhooks: [],
});

describe('visibleEntityNotes', () => {
  it('keeps dispatch notes younger than 6 hours and drops older ones', () => {
    const notes = [note(1, 'dispatch_note', 1), note(2, 'dispatch_note', 5.99), note(3, 'dispatch_note', 6)];
    expect(visibleEntityNotes(notes, NOW).map((n) => n.id)).toEqual([1, 2]);
  });

  it('keeps every other note whatever its age, in the order given', () => {
    const notes = [note(1, 'default', 200), note(2, 'dispatch_note', 7), note(3, 'edit-cars', 30)];
    expect(visibleEntityNotes(notes, NOW).map((n) => n.id)).toEqual([1, 3]);
  });
});

describe('panelNoteCategory', () => {
  it('writes edit-cars notes on a car and lasting default notes on a driver', () => {
    expect(panelNoteCategory('car')).toBe('edit-cars');
    expect(panelNoteCategory('driver')).toBe('default');
  });
});
