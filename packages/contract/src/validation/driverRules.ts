/**
 * Exports: DRIVER_RULE_MESSAGES, ADDRESS_STATES, AddressState, CITY_MAX, STREET_MAX, ssnField, einField,
 * zipcodeField, cityField, streetField, addressStateField, driverLicenseStateField, driverLicenseField,
 * tlcLicenseField, refineDriverLicense, normalizeSsn, formatSsn, normalizeEin, formatEin, normalizeZip,
 * formatZip, formatUsPhone, cleanAddressSearchText.
 *
 * The driver field rules of spec 2 §5 that the rides area does not already have (names, e-mail and
 * phone are `nameField`, `emailField` and `usPhoneField` of common.ts: spec 2 words them the same).
 * driverRequests.ts puts them together into the create and edit bodies.
 *
 * Storage form vs display form: SSN and EIN are stored as their 9 digits and shown 3-2-4 / 2-7; a zip
 * is stored as shown (12345 or 12345-6789); a phone is stored E.164 (`normalizePhone`) and shown
 * (212) 555-0100. Each `normalize*` reads what a person types, each `format*` is what the field shows,
 * and `normalize(format(stored)) === stored`.
 */
import { z } from 'zod';
import { MESSAGES, maxCharactersMessage } from '../messages';
import { driverLicenseProblem, normalizeDriverLicense } from './driverLicense';
import { isUsRegionCode, US_REGION_CODES } from './licenceFormats';
import { requiredText } from './requiredText';

/** Spec 2 §9: the states a driver's home address may be in. */
export const ADDRESS_STATES = ['NY', 'NJ', 'PA', 'IN'] as const;
export type AddressState = (typeof ADDRESS_STATES)[number];

export const CITY_MAX = 32;
export const STREET_MAX = 100;
const TLC_LICENSE_MAX = 20;

export const DRIVER_RULE_MESSAGES = {
  ssn: 'Valid SSN contains 9 characters',
  ein: 'Must be 9 characters!',
  zip: 'Must be 5 or 9 characters!',
  city: `City must be less than ${CITY_MAX} characters`,
  addressState: `State must be one of: ${ADDRESS_STATES.join(', ')}`,
  licenseState: 'State must be a US state or DC',
} as const;

/** Digits grouped with dashes as far as they go: ("12345", [3, 2, 4]) → "123-45". */
function groupDigits(digits: string, sizes: readonly number[]): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of sizes) {
    if (at >= digits.length) break;
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join('-');
}

/** What is typed, without the dashes and spaces the display adds. */
const withoutSeparators = (input: string) => input.replace(/[\s-]/g, '');

export const normalizeSsn = withoutSeparators;
/** 123-45-6789; a partly typed number is grouped as far as it goes. */
export const formatSsn = (value: string) => groupDigits(withoutSeparators(value), [3, 2, 4]);

export const normalizeEin = withoutSeparators;
/** 12-3456789. */
export const formatEin = (value: string) => groupDigits(withoutSeparators(value), [2, 7]);

/** 12345 or 12345-6789 (the storage form is the display form). */
export const normalizeZip = (input: string) => formatZip(input);
export const formatZip = (value: string) => groupDigits(withoutSeparators(value), [5, 4]);

/**
 * The address autocomplete's search text keeps only letters, digits, spaces and , . - ' ( ) # (spec 2
 * §5); anything else is dropped as it is typed rather than refused.
 */
export const cleanAddressSearchText = (text: string) => text.replace(/[^\p{L}\p{N} ,.\-'()#]/gu, '');

/** (212) 555-0100 for a US number in any form `usPhoneField` accepts; anything else as it is. */
export function formatUsPhone(value: string): string {
  const digits = value.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '');
  if (digits.length !== 10) return value;
  return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
}

/** Nine digits, typed with or without the 3-2-4 dashes; the output is the nine digits. */
export const ssnField = requiredText()
  .transform(normalizeSsn)
  .refine((v) => /^\d{9}$/.test(v), DRIVER_RULE_MESSAGES.ssn);

/** Optional (a driver without a business has none): empty or null is none, else nine digits. */
export const einField = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? normalizeEin(v) : null))
  .refine((v) => v === null || /^\d{9}$/.test(v), DRIVER_RULE_MESSAGES.ein);

/** Five digits, or nine with the hyphen after the fifth; the output is 12345 or 12345-6789. */
export const zipcodeField = requiredText()
  .refine((v) => /^\d{5}(-?\d{4})?$/.test(v), DRIVER_RULE_MESSAGES.zip)
  .transform(normalizeZip);

export const cityField = requiredText().max(CITY_MAX, DRIVER_RULE_MESSAGES.city);

export const streetField = requiredText().max(STREET_MAX, maxCharactersMessage(STREET_MAX));

export const addressStateField = requiredText()
  .toUpperCase()
  .pipe(z.enum(ADDRESS_STATES, { error: DRIVER_RULE_MESSAGES.addressState }));

/** The region that issued the driver licence: one of the 51. */
export const driverLicenseStateField = requiredText()
  .toUpperCase()
  .pipe(z.enum(US_REGION_CODES, { error: DRIVER_RULE_MESSAGES.licenseState }));

/**
 * The licence number alone, in its storage form (upper case, no separators); its format depends on
 * the state, which `refineDriverLicense` checks with both fields.
 */
export const driverLicenseField = requiredText().transform(normalizeDriverLicense);

/** The TLC licence number: optional, letters and digits (empty or null is none). */
export const tlcLicenseField = z
  .string()
  .trim()
  .max(TLC_LICENSE_MAX, maxCharactersMessage(TLC_LICENSE_MAX))
  .nullish()
  .transform((v) => (v ? v.toUpperCase() : null))
  .refine((v) => v === null || /^[A-Z0-9-]+$/.test(v), 'Only letters and digits are allowed');

/**
 * The per-state licence format (use in `.superRefine` of a body holding both fields). A number without
 * its state is refused on the state; a state without a number is fine (the number may come later).
 * A partial edit sending one of the two is checked by the server against the stored other one with
 * `driverLicenseProblem`.
 */
export function refineDriverLicense(
  driver: { driver_license_state?: string | null; driver_license?: string | null },
  ctx: z.RefinementCtx,
): void {
  const { driver_license: number, driver_license_state: state } = driver;
  if (!number) return;
  if (!state) {
    ctx.addIssue({ code: 'custom', path: ['driver_license_state'], message: MESSAGES.required });
    return;
  }
  if (!isUsRegionCode(state)) return;
  const problem = driverLicenseProblem(state, number);
  if (problem) ctx.addIssue({ code: 'custom', path: ['driver_license'], message: problem });
}
