import { type BaseSyntheticEvent, useRef } from 'react';

/**
 * A submit that runs one at a time: from the first click (or Enter) until the promise `submit` returns
 * settles, every further one is refused. The button greys only once React re-renders with the write
 * pending, and react-hook-form validates asynchronously before that: a double click's second click, or a
 * second Enter, lands while the button still looks ready, and would send the write twice. Give it
 * `form.handleSubmit(...)` whose handler returns the write's promise (`mutateAsync`), so the guard holds
 * through validation and the request.
 */
export function useGuardedSubmit(
  submit: (event?: BaseSyntheticEvent) => Promise<unknown>,
): (event?: BaseSyntheticEvent) => void {
  const isRunning = useRef(false);
  return (event) => {
    // A refused submit must not fall through to the browser's own, which would reload the page.
    event?.preventDefault();
    if (isRunning.current) return;
    isRunning.current = true;
    submit(event)
      // A failed write was already shown by its mutation's onError; the guard only has to let go.
      .catch(() => undefined)
      .finally(() => {
        isRunning.current = false;
      });
  };
}
