import { z } from 'zod';
import { MESSAGES, maxCharactersMessage } from '../messages';

export const EMAIL_MAX = 40;
export const NAME_MAX = 30;

/** Trimmed e-mail, required and well-formed (spec 1 §5: 'Invalid email address'). */
export const emailField = z
  .string({ error: MESSAGES.required })
  .trim()
  .min(1, MESSAGES.required)
  .max(EMAIL_MAX, `Must be at most ${EMAIL_MAX} characters!`)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

/**
 * A list's free-text search, trimmed: at most `max` characters ('Max characters count is {n}!', spec 2
 * §5). The web checks the box with the list's own rule, so its message shows under the box.
 */
export const listSearch = (max: number) => z.string().trim().max(max, maxCharactersMessage(max)).optional();

/** The longest password a form takes (sign-in, profile, user forms): 'Max characters count is 200!'. */
export const PASSWORD_MAX = 200;
export const passwordTooLong = maxCharactersMessage(PASSWORD_MAX);

export const textMax = (max: number) => z.string().max(max, `Must be at most ${max} characters!`);

/** Name: 2 to 30 letters, spaces and ( ) - (spec 1 §5). */
export const nameField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .refine((v) => v === v.trim(), 'No leading or trailing spaces allowed')
  .refine((v) => v.length >= 2, 'Must be at least 2 characters')
  .refine((v) => v.length <= NAME_MAX, `Must be at most ${NAME_MAX} characters!`)
  .refine((v) => /^[\p{L} ()-]+$/u.test(v), 'Only alphabetical letters and symbols - ( ) are allowed');

/** Digits one US number can hold: ten, or eleven with the country code 1. */
const US_PHONE_MAX_DIGITS = 11;

/**
 * Why `text` is not one US phone number, or null when it is (spec 1 §5). One message at a time, in
 * this order: 'Must be one number' when it holds two numbers (digit groups split by , ; / or more
 * digits than one number has, e.g. "212 555 0100 718 555 0199"); 'Must be number or ( ) -' for any
 * other character than digits, spaces, + ( ) -; 'Phone is invalid' when the digits are no valid
 * US number (ten digits, optional leading 1, area and exchange codes not starting with 0 or 1).
 */
export function usPhoneProblem(text: string): string | null {
  const digits = text.replace(/\D/g, '');
  const isList = /\d[^\d]*[,;/][^\d]*\d/.test(text);
  if (isList || digits.length > US_PHONE_MAX_DIGITS) return 'Must be one number';
  if (!/^[\d()\s+-]*$/.test(text)) return 'Must be number or ( ) -';
  if (!/^1?[2-9]\d{2}[2-9]\d{6}$/.test(digits)) return 'Phone is invalid';
  return null;
}

/** A US phone number, with optional +1 and ( ) - separators; see `usPhoneProblem` for the messages. */
export const usPhoneField = z.string().superRefine((value, ctx) => {
  const problem = usPhoneProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const SHORT_TEXT_MAX = 30;

/**
 * Short text (spec 1 §5): at most 30 characters and not symbols only ('Wrong format!'): at least one
 * letter or digit, so "---" or "#!" is refused while "ST-1234/A" is fine. Empty is left to `.optional()`
 * or a required check of the caller.
 */
export const shortTextField = z
  .string()
  .trim()
  .max(SHORT_TEXT_MAX, `Must be at most ${SHORT_TEXT_MAX} characters!`)
  .refine((v) => v === '' || /[\p{L}\p{N}]/u.test(v), 'Wrong format!');

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
