import { ApiError } from '../../api/ApiError';

/**
 * The id a user quotes to support: the server's request id for an API failure, else one made here
 * (it is logged to the console with the error, and copied into the support text).
 */
export function errorIdOf(error: unknown, makeId: () => string): string {
  if (error instanceof ApiError && error.requestId) return error.requestId;
  return makeId();
}

export const makeErrorId = () => crypto.randomUUID().slice(0, 8).toUpperCase();

interface SupportReportContext {
  errorId: string;
  url: string;
  appVersion: string;
  userId: number | null;
  at: Date;
}

/** The text "Copy Error for Support" puts on the clipboard. */
export function supportReport(error: unknown, context: SupportReportContext): string {
  const message = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const stack = error instanceof Error && error.stack ? error.stack : '(no stack)';
  return [
    `Error ID: ${context.errorId}`,
    `Time: ${context.at.toISOString()}`,
    `Page: ${context.url}`,
    `App version: ${context.appVersion}`,
    `User: ${context.userId ?? 'not signed in'}`,
    `Error: ${message}`,
    '',
    stack,
  ].join('\n');
}
