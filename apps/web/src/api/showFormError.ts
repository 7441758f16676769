import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './ApiError';
import { type ErrorReportOptions, reportError } from './reportError';

/** Puts the server's field messages under the form's fields; an error no field can show becomes a toast. */
export function showFormError<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  toast: ErrorReportOptions = {},
): void {
  const fieldErrors = error instanceof ApiError ? error.fieldErrors : {};
  const shown = fields.filter((field) => {
    const message = fieldErrors[field]?.[0];
    if (message) setError(field, { type: 'server', message });
    return Boolean(message);
  });
  if (shown.length === 0) reportError(error, toast);
}
