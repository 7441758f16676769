import { MESSAGES } from '@fleetdesk/contract';

/** A call that got no answer at all: the server is down or the connection is gone. */
export class NoAnswerError extends Error {
  override readonly name = 'NoAnswerError';

  constructor(cause: unknown) {
    super(MESSAGES.noAnswer, { cause });
  }
}

/**
 * `fetch` for the API callers. The browser says a call got no answer in its own words ('Failed to
 * fetch', 'Load failed'), which pages would show as is; it becomes a `NoAnswerError` in the product's
 * words. A call the caller cancelled stays an abort, which the query library expects.
 */
export async function fetchAnswer(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new NoAnswerError(error);
  }
}
