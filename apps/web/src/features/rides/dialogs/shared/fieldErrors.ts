import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../../api/ApiError';

/**
 * Puts a 422's field messages under the form's own fields; true when at least one was shown.
 * `serverNames` names the request field of a form field that the request calls differently.
 */
export function applyFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  serverNames: Partial<Record<Path<T>, string>> = {},
): boolean {
  if (!(error instanceof ApiError)) return false;
  const fieldErrors = error.fieldErrors;
  let shown = false;
  for (const field of fields) {
    const message = fieldErrors[serverNames[field] ?? field]?.[0];
    if (!message) continue;
    setError(field, { type: 'server', message });
    shown = true;
  }
  return shown;
}
