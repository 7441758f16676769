import { IDLE_TIMEOUT_SECONDS } from '@fleetdesk/contract';
import { focusManager } from '@tanstack/react-query';
import { useEffect } from 'react';
import { create } from 'zustand';
import { startIdleTracker } from './idleTracker';

export const useIdleStore = create<{ isIdle: boolean }>(() => ({ isIdle: false }));

/**
 * The 180 s idle timer. Idle marks the user idle and tells TanStack Query the window lost focus, which
 * pauses every polling query (they poll only while focused); the first activity restores focus, and
 * stale queries refetch at once. The socket stays connected throughout.
 */
export function useIdleTracker(): void {
  useEffect(() => {
    const stop = startIdleTracker({
      timeoutMs: IDLE_TIMEOUT_SECONDS * 1000,
      onIdle: () => {
        useIdleStore.setState({ isIdle: true });
        focusManager.setFocused(false);
      },
      onActive: () => {
        useIdleStore.setState({ isIdle: false });
        // undefined hands focus back to the page's own visibility state.
        focusManager.setFocused(undefined);
      },
    });
    return () => {
      stop();
      useIdleStore.setState({ isIdle: false });
      focusManager.setFocused(undefined);
    };
  }, []);
}
