import { NoAnswerError } from './fetchAnswer';

/**
 * A call the browser cut off because the page is being left (a reload, a link, a closed tab). The
 * browser aborts the calls still on their way between `beforeunload` and the page going, and the
 * call then gets no answer although the server may well have done the work. `beforeunload` can also
 * fire for a page that stays (a mailto link), so only a failure soon after it counts.
 */
const CUT_OFF_WINDOW_MS = 10_000;

let leftAt = Number.NEGATIVE_INFINITY;
window.addEventListener('beforeunload', () => {
  leftAt = performance.now();
});

export const isCutOffByLeavingPage = (error: unknown): boolean =>
  error instanceof NoAnswerError && performance.now() - leftAt < CUT_OFF_WINDOW_MS;
