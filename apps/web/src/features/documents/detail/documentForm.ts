import {
  DOCUMENT_FIELDS,
  type DocumentField,
  type DocumentReviewStatus,
  type DocumentValues,
  type DocumentView,
  documentFields,
  documentProblems,
  endorsementsForClass,
  NO_ENDORSEMENT_CLASSES,
} from '@fleetdesk/contract';
import type { FieldErrors, Resolver } from 'react-hook-form';

/** The detail panel's form: the type's fields and the review status. */
export type DocumentFormValues = {
  [K in DocumentField]: K extends 'endorsements' | 'restrictions' ? string[] : string;
} & { status: DocumentReviewStatus };

/** The fields the server may answer a message for. */
export const DOCUMENT_FORM_FIELDS = [...DOCUMENT_FIELDS, 'status'] as const;

/** Empty text stands for "not given" in the form; the rules and the API read it as null. */
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

export function formValuesOf(document: DocumentView): DocumentFormValues {
  const values = Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => {
      const value = document[field];
      return [field, Array.isArray(value) ? [...value] : (value ?? '')];
    }),
  ) as DocumentFormValues;
  return { ...values, status: document.status };
}

export function ruleValuesOf(values: DocumentFormValues): DocumentValues {
  return Object.fromEntries(
    DOCUMENT_FIELDS.map((field) => {
      const value = values[field];
      return [field, Array.isArray(value) ? value : orNull(value)];
    }),
  ) as unknown as DocumentValues;
}

/**
 * The rules of spec 2 §5 as the server applies them: every field of the type is required when the
 * document is confirmed valid; otherwise only what is given must be well formed.
 */
export const documentResolver =
  (typeKey: string): Resolver<DocumentFormValues> =>
  async (values) => {
    const problems = documentProblems(typeKey, ruleValuesOf(values), values.status === 'valid');
    const entries = Object.entries(problems);
    if (entries.length === 0) return { values, errors: {} };
    const errors = Object.fromEntries(
      entries.map(([field, message]) => [field, { type: 'rule', message }]),
    ) as FieldErrors<DocumentFormValues>;
    return { values: {}, errors };
  };

/**
 * POST /documents/{id}: the type's own fields, the status and the `updated_at` of the copy shown, so a
 * document someone changed meanwhile is refused (409) rather than overwritten unseen.
 */
export function documentBody(
  document: Pick<DocumentView, 'type' | 'updated_at'>,
  values: DocumentFormValues,
) {
  const rules = ruleValuesOf(values);
  const own = Object.fromEntries(documentFields(document.type).map((field) => [field, rules[field]]));
  return { ...own, status: values.status, updated_at: document.updated_at };
}

/**
 * Endorsements after the licence class changes (spec 2 §5): DJ, DJMJ, M and MJ allow only none, so only
 * a chosen none stays; any other class clears the selection.
 */
export function endorsementsAfterClassChange(licenseClass: string, chosen: readonly string[]): string[] {
  if (!NO_ENDORSEMENT_CLASSES.includes(licenseClass)) return [];
  const offered = endorsementsForClass(licenseClass);
  return chosen.filter((endorsement) => offered.includes(endorsement));
}
