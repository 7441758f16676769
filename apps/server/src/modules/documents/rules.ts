import type { DocumentReviewStatus, DocumentStatus } from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';

/**
 * Pure rules of documents (spec 2 §4, issue 10 point 8). Dates are New York calendar days as
 * YYYY-MM-DD, so comparing the strings compares the days. A document is good through its expiry day.
 */

/** Today in New York, YYYY-MM-DD: the day expiry is judged on. */
export { businessDay } from '../../platform/business-day';

/** The day `years` years after `day` (29 February becomes 1 March in a common year). */
export function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

export const isExpired = (expiresAt: string | null, today: string): boolean =>
  expiresAt !== null && expiresAt < today;

/** The status a client sees: an expired document reads invalid whatever was stored (spec 2 §4). */
export function shownStatus(
  document: { status: DocumentStatus; expiresAt: string | null },
  today: string,
): DocumentReviewStatus {
  if (document.status === 'deleted' || isExpired(document.expiresAt, today)) return 'invalid';
  return document.status;
}

/** Whether a document is up to date, and the alert shown when it is not (`actuality_message`). */
export function actuality(expiresAt: string | null, today: string) {
  return isExpired(expiresAt, today)
    ? { isActual: false, actualityMessage: `The document expired on ${expiresAt}` }
    : { isActual: true, actualityMessage: null };
}

export interface HeldDocument {
  typeId: number;
  status: DocumentStatus;
  expiresAt: string | null;
}

/**
 * The required document types (ids) a driver or car lacks: no document of that type that is valid
 * and unexpired. The SQL twin is `missingRequiredDocumentsSql` in queries.ts (for lists and filters).
 */
export function missingRequiredTypes(
  requiredTypeIds: readonly number[],
  held: readonly HeldDocument[],
  today: string,
): number[] {
  const current = new Set(
    held.filter((d) => d.status === 'valid' && !isExpired(d.expiresAt, today)).map((d) => d.typeId),
  );
  return requiredTypeIds.filter((id) => !current.has(id));
}

export const hasAllRequiredDocuments = (
  requiredTypeIds: readonly number[],
  held: readonly HeldDocument[],
  today: string,
): boolean => missingRequiredTypes(requiredTypeIds, held, today).length === 0;

/**
 * Whose documents the caller reaches: a fleet user their fleet's drivers and cars; facility staff
 * none (drivers and cars belong to no facility company); operator staff all.
 */
export type DocumentReach = { kind: 'all' } | { kind: 'fleet'; fleetId: number } | { kind: 'none' };

export function documentReach(caller: Caller): DocumentReach {
  if (caller.isFleet)
    return caller.fleetId === null ? { kind: 'none' } : { kind: 'fleet', fleetId: caller.fleetId };
  return caller.companyIds === null ? { kind: 'all' } : { kind: 'none' };
}

export const reachesEntity = (reach: DocumentReach, entityFleetId: number | null): boolean =>
  reach.kind === 'all' || (reach.kind === 'fleet' && entityFleetId === reach.fleetId);
