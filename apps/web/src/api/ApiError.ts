import { MESSAGES } from '@fleetdesk/contract';
import { extractErrorText } from './errorText';

/** A non-2xx answer of the API, with its parsed body. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The server's request id, quoted as the Error ID on the error page. */
    readonly requestId: string | null = null,
  ) {
    super(extractErrorText(body));
  }

  /** Field → messages of a validation answer (`errors` in the body). */
  get fieldErrors(): Record<string, string[]> {
    const errors =
      typeof this.body === 'object' && this.body !== null ? Reflect.get(this.body, 'errors') : null;
    return typeof errors === 'object' && errors !== null ? (errors as Record<string, string[]>) : {};
  }

  /** 401, or the legacy 'Method not found' answer: the session is gone (spec 1 §7). */
  get endsSession(): boolean {
    return this.status === 401 || this.message === MESSAGES.methodNotFound;
  }

  get isForbidden(): boolean {
    return this.status === 403;
  }
}

/**
 * An error answer that ended the session: the login page it leads to is the message, so a toast would
 * only add a failure ('Unauthenticated.', 'Ooops! Something wrong!') to a page where nothing failed.
 */
export const endedSession = (error: unknown): boolean => error instanceof ApiError && error.endsSession;
