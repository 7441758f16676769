import { z } from 'zod';
import { NOTES_PAGE_SIZE } from '../constants';
import { defineEndpoint } from '../endpoint';
import { NOTE_CATEGORIES, NOTE_ENTITY_TYPES, Note } from '../entities/ride';
import { idField } from '../validation/common';
import { noteBody } from '../validation/rides';

export const listNotes = defineEndpoint({
  method: 'GET',
  path: '/notes',
  summary: 'Notes of an entity, newest first by default',
  tag: 'notes',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({
    entity_type: z.enum(NOTE_ENTITY_TYPES),
    entity_id: idField,
    category: z.enum(NOTE_CATEGORIES).optional(),
    from_datetime: z.iso.datetime({ offset: true }).optional(),
    sort_by: z.literal('created_at').default('created_at'),
    sort_by_type: z.enum(['asc', 'desc']).default('desc'),
    page: z.coerce.number().int().min(1).default(1),
    per_page: z.coerce.number().int().min(1).max(NOTES_PAGE_SIZE).default(NOTES_PAGE_SIZE),
  }),
  response: z.object({ notes: z.object({ data: z.array(Note) }) }),
});

export const createNote = defineEndpoint({
  method: 'POST',
  path: '/notes',
  summary: 'Add a note to a ride (250 characters), driver, car or transaction request (100)',
  tag: 'notes',
  auth: 'user',
  permission: null,
  fleet: false,
  body: noteBody,
  response: z.object({ note: Note, message: z.string() }),
});
