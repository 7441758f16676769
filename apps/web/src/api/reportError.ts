import { MESSAGES } from '@fleetdesk/contract';
import { enqueueSnackbar } from 'notistack';
import { ApiError, endedSession } from './ApiError';
import { errorToastText, extractErrorText } from './errorText';

export interface ErrorReportOptions {
  /** Only log the error (spec: location, waypoint and ride action failures). */
  silent?: boolean;
  /** Replaces the default prefix 'Please try again!'. */
  prefix?: string;
}

/** Shows an API or network failure the way spec 1 §8 says. */
export function reportError(error: unknown, options: ErrorReportOptions = {}): void {
  if (endedSession(error)) return;
  if (error instanceof ApiError && error.isForbidden) {
    console.error(MESSAGES.forbidden);
    return;
  }
  if (options.silent) {
    console.error(error);
    return;
  }
  const text = error instanceof ApiError ? error.message : extractErrorText(null);
  // Calls failing for one cause (the server gone) would stack the same toast up to six times: one
  // already on screen is not shown again. Toasts of users' own actions are not merged.
  enqueueSnackbar(errorToastText(text, options.prefix), { variant: 'error', preventDuplicate: true });
}
