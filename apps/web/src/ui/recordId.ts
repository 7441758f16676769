import { idField } from '@fleetdesk/contract';
import { ApiError } from '../api/ApiError';

/**
 * The record id a page's address names (`/events/5`, `?route_id=5`), or null when the text cannot be
 * one: letters, zero, negatives, fractions and numbers beyond the database's ids. A page shows its
 * not-found state for null at once instead of asking the server (which answers 422 to them).
 */
export function recordIdOf(value: string | null | undefined): number | null {
  if (!value?.trim()) return null;
  const parsed = idField.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The server does not know the record, or does not show it to this user (another fleet's). */
export const isNotFoundError = (error: unknown): boolean => error instanceof ApiError && error.status === 404;
