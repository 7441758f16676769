const ACTIVITY_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;
const CHECK_EVERY_MS = 1000;

interface IdleTrackerOptions {
  timeoutMs: number;
  onIdle: () => void;
  onActive: () => void;
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
}

/**
 * Calls `onIdle` once no activity was seen for `timeoutMs`, and `onActive` at the first activity after
 * that. Activity only stamps a time, so a stream of pointer moves costs nothing; a 1 s check decides.
 */
export function startIdleTracker({
  timeoutMs,
  onIdle,
  onActive,
  target = window,
}: IdleTrackerOptions): () => void {
  let lastActivityAt = Date.now();
  let isIdle = false;

  const handleActivity = () => {
    lastActivityAt = Date.now();
    if (!isIdle) return;
    isIdle = false;
    onActive();
  };
  const check = setInterval(() => {
    if (isIdle || Date.now() - lastActivityAt < timeoutMs) return;
    isIdle = true;
    onIdle();
  }, CHECK_EVERY_MS);

  for (const name of ACTIVITY_EVENTS) target.addEventListener(name, handleActivity, { passive: true });
  return () => {
    clearInterval(check);
    for (const name of ACTIVITY_EVENTS) target.removeEventListener(name, handleActivity);
  };
}
