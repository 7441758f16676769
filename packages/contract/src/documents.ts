import { MESSAGES } from './messages';
import { driverLicenseProblem } from './validation/driverLicense';
import { isUsRegionCode } from './validation/licenceFormats';

/**
 * Documents of drivers and cars (spec 2 §3, §5, §9): which fields each document type shows, their
 * labels and rules. The server validates with these and the documents page renders from them.
 */

/** Stored statuses (spec 2 §4). New documents start pending; deleted is final. */
export const DOCUMENT_STATUSES = ['pending', 'valid', 'invalid', 'deleted'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Statuses a reviewer sets and the list filters by; an expired document reads as invalid. */
export const DOCUMENT_REVIEW_STATUSES = ['pending', 'valid', 'invalid'] as const;
export type DocumentReviewStatus = (typeof DOCUMENT_REVIEW_STATUSES)[number];

export const DOCUMENT_ENTITY_TYPES = ['driver', 'car'] as const;
export type DocumentEntityType = (typeof DOCUMENT_ENTITY_TYPES)[number];

/** The editable fields of a document (besides status). */
export const DOCUMENT_FIELDS = [
  'expires_at',
  'issue_date',
  'effective_date',
  'number',
  'state',
  'license_class',
  'endorsements',
  'restrictions',
  'insurance_company',
  'name',
  'address',
  'ssn',
] as const;
export type DocumentField = (typeof DOCUMENT_FIELDS)[number];

/** Field sets by document type (spec 2 §3); every other type uses `default`. */
export const DOCUMENT_FIELD_SETS = {
  default: ['expires_at', 'number', 'state'],
  insurance_id_card: ['expires_at', 'number', 'state', 'insurance_company', 'effective_date'],
  driver_license: [
    'expires_at',
    'issue_date',
    'number',
    'state',
    'license_class',
    'endorsements',
    'restrictions',
  ],
  rate_card: ['expires_at', 'number', 'state', 'address', 'name'],
  w9_form: ['ssn'],
  ssn: ['number'],
} as const satisfies Record<string, readonly DocumentField[]>;
export type DocumentFieldSet = keyof typeof DOCUMENT_FIELD_SETS;

export function documentFieldSet(typeKey: string): DocumentFieldSet {
  return typeKey in DOCUMENT_FIELD_SETS ? (typeKey as DocumentFieldSet) : 'default';
}

export const documentFields = (typeKey: string): readonly DocumentField[] =>
  DOCUMENT_FIELD_SETS[documentFieldSet(typeKey)];

/** Car documents whose number is the car's plate; their number follows the plate rule. */
const PLATE_NUMBER_TYPES = new Set([
  'registration',
  'rate_card',
  'tlc_vehicle_license',
  'vehicle_inspection',
]);

/** The label of the number field (spec 2 §3: driver licence, TLC licence, SSN, policy number, plate number). */
export function documentNumberLabel(typeKey: string): string {
  if (typeKey === 'driver_license') return 'Driver License Number';
  if (typeKey === 'tlc_license') return 'TLC License Number';
  if (typeKey === 'ssn') return 'SSN';
  if (typeKey === 'insurance_id_card') return 'Policy Number';
  if (PLATE_NUMBER_TYPES.has(typeKey)) return 'Plate Number';
  return 'Number';
}

/** New York licence classes; the commercial ones take endorsements. */
export const LICENSE_CLASSES = ['A', 'B', 'C', 'D', 'DJ', 'DJMJ', 'E', 'M', 'MJ'] as const;
/** Classes whose only endorsement is none (spec 2 §5). */
export const NO_ENDORSEMENT_CLASSES: readonly string[] = ['DJ', 'DJMJ', 'M', 'MJ'];
export const NO_ENDORSEMENT = 'none';
export const LICENSE_ENDORSEMENTS = [NO_ENDORSEMENT, 'H', 'N', 'P', 'S', 'T', 'X'] as const;
export const LICENSE_RESTRICTIONS = [NO_ENDORSEMENT, 'B', 'C', 'D', 'E', 'F', 'G', 'K'] as const;

/** The endorsements a licence class offers (spec 2 §5: DJ, DJMJ, M, MJ only none). */
export const endorsementsForClass = (licenseClass: string | null): readonly string[] =>
  licenseClass && NO_ENDORSEMENT_CLASSES.includes(licenseClass) ? [NO_ENDORSEMENT] : LICENSE_ENDORSEMENTS;

export const DOCUMENT_MESSAGES = {
  endorsementRequired: 'At least one endorsement is required',
  restrictionRequired: 'At least one restriction is required',
  effectiveAfterExpiry: 'Effective date must be before expiration date',
  nineCharacters: 'Must be 9 characters!',
  plateFormat: 'Must be 3-8 characters!',
  openDataMismatch: 'Exp. date from open-data does not match with exp. date on photo',
  updated: 'Great! You have updated document',
  deleted: 'Great! Document has been deleted.',
  added: 'Great! You have added document',
  alreadyExists: 'This document already exists. Delete it first to add it again',
  expiredCannotBeValid: 'An expired document cannot be valid: update its expiration date',
  changedMeanwhile: 'This document was changed by someone else. Reload it and try again.',
  badImageUrl: 'Must be an http or https link to the image',
} as const;

export const endorsementNotOffered = (licenseClass: string) => `Class ${licenseClass} allows only none`;

/**
 * Whether `text` may be a document's image address: a link (ours relative, or another site's) over
 * http or https that parses and decodes. Other schemes (javascript:, data:) would run or render in
 * the reviewer's page, and a malformed one breaks every reader of the address.
 */
export function isImageLink(text: string): boolean {
  try {
    const url = new URL(text, 'http://relative.invalid');
    decodeURIComponent(url.pathname);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** New documents expire one year from today unless told otherwise (spec 2 §9). */
export const NEW_DOCUMENT_VALID_YEARS = 1;

/** A document's values as the rules read them: dates as YYYY-MM-DD, absent as null. */
export type DocumentValues = {
  [K in DocumentField]: K extends 'endorsements' | 'restrictions' ? readonly string[] : string | null;
};

const blank = (v: string | null) => v === null || v.trim() === '';

/**
 * What is wrong with a document's values for its type, one message per field (spec 2 §5). With
 * `complete` every field of the type's set is required (a review); without it only the values given
 * must be well formed (a new upload, filled in at review). Fields outside the type's set are ignored.
 */
export function documentProblems(
  typeKey: string,
  values: DocumentValues,
  complete: boolean,
): Partial<Record<DocumentField, string>> {
  const fields = new Set<DocumentField>(documentFields(typeKey));
  const problems: Partial<Record<DocumentField, string>> = {};
  const requiredText: DocumentField[] = [
    'expires_at',
    'issue_date',
    'license_class',
    'effective_date',
    'insurance_company',
    'number',
    'name',
    'address',
    'ssn',
  ];
  if (complete) {
    for (const field of requiredText) {
      if (fields.has(field) && blank(values[field] as string | null)) problems[field] = MESSAGES.required;
    }
    if (typeKey === 'registration' && blank(values.state)) problems.state = MESSAGES.required;
    if (fields.has('endorsements') && values.endorsements.length === 0) {
      problems.endorsements = DOCUMENT_MESSAGES.endorsementRequired;
    }
    if (fields.has('restrictions') && values.restrictions.length === 0) {
      problems.restrictions = DOCUMENT_MESSAGES.restrictionRequired;
    }
  }
  const number = values.number;
  if (fields.has('number') && !blank(number) && number !== null && !problems.number) {
    if (typeKey === 'ssn' && !/^\d{9}$/.test(number)) problems.number = DOCUMENT_MESSAGES.nineCharacters;
    if (PLATE_NUMBER_TYPES.has(typeKey) && !/^[A-Za-z0-9]{3,8}$/.test(number)) {
      problems.number = DOCUMENT_MESSAGES.plateFormat;
    }
    const state = values.state ?? '';
    if (typeKey === 'driver_license' && isUsRegionCode(state)) {
      const problem = driverLicenseProblem(state, number);
      if (problem) problems.number = problem;
    }
  }
  if (fields.has('ssn') && values.ssn !== null && !blank(values.ssn) && !/^\d{9}$/.test(values.ssn)) {
    problems.ssn = DOCUMENT_MESSAGES.nineCharacters;
  }
  const licenseClass = values.license_class;
  if (fields.has('endorsements') && !problems.endorsements && licenseClass) {
    const offered = endorsementsForClass(licenseClass);
    if (values.endorsements.some((e) => !offered.includes(e))) {
      problems.endorsements = endorsementNotOffered(licenseClass);
    }
  }
  const { effective_date: effective, expires_at: expires } = values;
  if (
    fields.has('effective_date') &&
    effective &&
    expires &&
    !problems.effective_date &&
    effective >= expires
  ) {
    problems.effective_date = DOCUMENT_MESSAGES.effectiveAfterExpiry;
  }
  return problems;
}
