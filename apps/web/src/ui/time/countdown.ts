/** Whole seconds from `now` until the ISO time `at`; 0 when it has passed or is unknown. */
export function secondsUntil(at: string | null | undefined, now: number): number {
  if (!at) return 0;
  const target = Date.parse(at);
  if (Number.isNaN(target)) return 0;
  return Math.max(0, Math.ceil((target - now) / 1000));
}

/** `m:ss`, e.g. 300 → '5:00', 59 → '0:59'. */
export function formatCountdown(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** Seconds left of a `totalSeconds` countdown that started at `startedAt`. */
export function countdownRemaining(startedAt: number, now: number, totalSeconds: number): number {
  return Math.max(0, totalSeconds - Math.floor((now - startedAt) / 1000));
}
