import type { AppAction } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';
import { useAppStore } from '../../store/appStore';
import { refreshAfterMissedEvents } from '../queryClient';
import { publishAppAction, subscribeToAppActions } from './appActions';
import { openRealtimeSocket, type RealtimeStatus } from './realtimeSocket';

export const useRealtimeStatus = create<{ status: RealtimeStatus }>(() => ({ status: 'offline' }));

const setStatus = (status: RealtimeStatus) => useRealtimeStatus.setState({ status });

/**
 * Keeps one socket open while a session exists; logout (no token) closes it. Mounted once, by the shell.
 * After a drop, what is on screen is read again: the events missed meanwhile (a ride assigned, a role
 * changed) would otherwise leave it stale until the next refresh, or for good where there is none.
 */
export function useRealtimeConnection(): void {
  const token = useAppStore((state) => state.token);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token, {
      onAction: publishAppAction,
      onUnauthorized: () => useAppStore.getState().endSession(),
      onStatus: setStatus,
      onResumed: () => void refreshAfterMissedEvents(queryClient),
    });
    return () => {
      socket.close();
      setStatus('offline');
    };
  }, [token, queryClient]);
}

/** Calls `handler` for each `app_action` of the given type (every type when null) while mounted. */
export function useAppAction(type: string | null, handler: (action: AppAction) => void): void {
  const onAction = useEffectEvent(handler);
  useEffect(
    () =>
      subscribeToAppActions((action) => {
        if (type === null || action.type === type) onAction(action);
      }),
    [type],
  );
}
