/**
 * Exports: NJ_LICENSE_MAX, normalizeDriverLicense, invalidLicenseMessage, driverLicenseProblem,
 * formatDriverLicense.
 *
 * The driver licence number rules of spec 2 §5: the number must match one of its region's formats
 * ('Invalid {state} license format. Valid formats are: ...'), is typed upper-case alphanumeric, and a
 * New Jersey number holds at most 15 characters and is shown grouped.
 */
import { maxCharactersMessage } from '../messages';
import { DRIVER_LICENSE_FORMATS, type UsRegionCode } from './licenceFormats';

/** New Jersey numbers are 1 letter + 14 digits (spec 2 §9: "NJ licence max 15"). */
export const NJ_LICENSE_MAX = 15;

/**
 * The storage form of a licence number: upper case, without the spaces, dashes and dots people type
 * or the grouping `formatDriverLicense` shows.
 */
export const normalizeDriverLicense = (input: string): string => input.toUpperCase().replace(/[\s.-]/g, '');

/** Spec 2 §5, with the region's two-letter code and its formats in the table's order. */
export const invalidLicenseMessage = (state: UsRegionCode): string =>
  `Invalid ${state} license format. Valid formats are: ${DRIVER_LICENSE_FORMATS[state]
    .map((format) => format.label)
    .join(', ')}`;

/**
 * Why `input` is no licence number of `state`, or null when it is. A New Jersey number longer than
 * 15 characters is told so first ('Max characters count is 15!'): the field stops there.
 */
export function driverLicenseProblem(state: UsRegionCode, input: string): string | null {
  const number = normalizeDriverLicense(input);
  if (state === 'NJ' && number.length > NJ_LICENSE_MAX) return maxCharactersMessage(NJ_LICENSE_MAX);
  const matches = DRIVER_LICENSE_FORMATS[state].some((format) => format.pattern.test(number));
  return matches ? null : invalidLicenseMessage(state);
}

/**
 * The display form. New Jersey prints its numbers in three groups of five ("A1234 56789 01234"), so the
 * field shows them that way as they are typed; every other region shows the number as stored.
 */
export function formatDriverLicense(state: UsRegionCode, input: string): string {
  const number = normalizeDriverLicense(input);
  if (state !== 'NJ') return number;
  return (number.slice(0, NJ_LICENSE_MAX).match(/.{1,5}/g) ?? []).join(' ');
}
