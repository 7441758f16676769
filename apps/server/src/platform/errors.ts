import { MESSAGES } from '@fleetdesk/contract';

export type ErrorCode =
  | 'bad_request'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'invalid'
  | 'too_many_requests'
  | 'bad_gateway'
  | 'unavailable'
  | 'gateway_timeout';

const STATUS: Record<ErrorCode, number> = {
  bad_request: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  invalid: 422,
  too_many_requests: 429,
  /** A partner's API (e.g. a broker) refused or failed; the message carries its words. */
  bad_gateway: 502,
  unavailable: 503,
  /** A partner's API did not answer in time; whether it acted is not known yet. */
  gateway_timeout: 504,
};

/** The one error type services throw; mapped to an HTTP status in one place. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly errors?: Record<string, string[]>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }

  get status(): number {
    return STATUS[this.code];
  }
}

export const unauthenticated = () => new AppError('unauthenticated', MESSAGES.unauthenticated);
export const forbidden = (message: string = MESSAGES.forbidden) => new AppError('forbidden', message);
export const notFound = (what = 'Record') => new AppError('not_found', `${what} not found.`);
/** A validation failure on one field: the message is also the top-level message. */
export const invalidField = (field: string, message: string) =>
  new AppError('invalid', message, { [field]: [message] });
