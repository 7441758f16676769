/**
 * Watches the event loop with a timer every `everyMs`: `stop()` ends it and answers the longest gap
 * between two ticks, i.e. how long the main thread was kept from answering anything.
 */
export function watchEventLoop(everyMs: number): { stop(): number } {
  let last = performance.now();
  let worstGap = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    worstGap = Math.max(worstGap, now - last);
    last = now;
  }, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return worstGap;
    },
  };
}
