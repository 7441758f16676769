import { z } from 'zod';

/** Notes on a driver, ride, payout request or car, with the webhooks a ride note reached. */

const isoTime = z.string();

export const NOTE_ENTITY_TYPES = ['driver', 'ride', 'transaction_request', 'car'] as const;
export const NOTE_CATEGORIES = [
  'ride',
  'billing',
  'transaction_request',
  'dispatch_note',
  'edit-cars',
  'default',
  'other',
] as const;

export const NoteWebhook = z.object({
  name: z.string(),
  response: z.string().nullable(),
  exception: z.string().nullable(),
  status: z.string(),
  response_status_code: z.number().int().nullable(),
  vendor_status: z.enum(['success', 'failed', 'pending']),
});

export const Note = z.object({
  id: z.number().int(),
  entity_type: z.enum(NOTE_ENTITY_TYPES),
  entity_id: z.number().int(),
  category: z.enum(NOTE_CATEGORIES),
  body: z.string(),
  /** Name of the author, 'anonymous' when unknown. */
  added_by: z.string(),
  admin_id: z.number().int().nullable(),
  created_at: isoTime,
  webhooks: z.array(NoteWebhook),
});
export type Note = z.infer<typeof Note>;
