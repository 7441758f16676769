import { useEffect } from 'react';
import { useAppStore } from '../../store/appStore';

// setTimeout cannot wait longer than 2^31 - 1 ms; sessions last hours, so a longer one is not ours to time.
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** Ends the session the moment its token expires, so an open tab goes to the login page by itself. */
export function useSessionExpiry(): void {
  const expiresAt = useAppStore((state) => state.tokenExpiresAt);
  useEffect(() => {
    if (!expiresAt) return;
    const delay = Date.parse(expiresAt) - Date.now();
    if (Number.isNaN(delay) || delay > LONGEST_TIMER_MS) return;
    const timer = setTimeout(() => useAppStore.getState().endSession(), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [expiresAt]);
}
