import { MESSAGES } from '@fleetdesk/contract';

const nonEmpty = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

/**
 * The text of an error answer (spec 1 §8): the body when it is a string, else its `error`, else its
 * `message`, else 'title body', else 'Something wrong'.
 */
export function extractErrorText(body: unknown): string {
  if (nonEmpty(body)) return body;
  if (typeof body !== 'object' || body === null) return MESSAGES.somethingWrong;
  const { error, message, title, body: detail } = body as Record<string, unknown>;
  if (nonEmpty(error)) return error;
  if (nonEmpty(message)) return message;
  if (nonEmpty(title) && nonEmpty(detail)) return `${title} ${detail}`;
  return MESSAGES.somethingWrong;
}

/** An error toast: the prefix ('Please try again!' unless a caller says otherwise) and the error text. */
export function errorToastText(text: string, prefix: string = MESSAGES.pleaseTryAgain): string {
  return prefix ? `${prefix} ${text}` : text;
}
