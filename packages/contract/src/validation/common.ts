import { z } from 'zod';
import { MESSAGES } from '../messages';

/** Trimmed e-mail, required and well-formed (spec 1 §5: 'Invalid email address'). */
export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(40, 'Must be at most 40 characters!')
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const textMax = (max: number) => z.string().max(max, `Must be at most ${max} characters!`);

/** Name: 2 to 30 letters, spaces and ( ) - (spec 1 §5). */
export const nameField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .refine((v) => v === v.trim(), 'No leading or trailing spaces allowed')
  .refine((v) => v.length >= 2, 'Must be at least 2 characters')
  .refine((v) => v.length <= 30, 'Must be at most 30 characters!')
  .refine((v) => /^[\p{L} ()-]+$/u.test(v), 'Only alphabetical letters and symbols - ( ) are allowed');

/** Ten-digit US phone number, with optional +1 and ( ) - separators. */
export const usPhoneField = z
  .string()
  .refine((v) => /^[\d()\s+-]*$/.test(v), 'Must be number or ( ) -')
  .refine((v) => {
    const digits = v.replace(/\D/g, '');
    return /^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits);
  }, 'Phone is invalid');

/** Normalises a phone number to E.164: US +1, or Ukraine +38 when the number starts with 0 (spec 1 §5). */
export function normalizePhone(input: string): string {
  const digits = input.replace(/\D/g, '');
  if (digits.startsWith('0')) return `+38${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return `+1${digits}`;
}

/** A database id in a path or query: a positive whole number within PostgreSQL's integer range. */
export const idField = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * A yes/no query parameter: true, 1, false, 0 (z.coerce.boolean would read the text "false" as true).
 */
export const queryFlag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
