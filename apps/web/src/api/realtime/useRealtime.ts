import type { AppAction } from '@fleetdesk/contract';
import { useEffect, useEffectEvent } from 'react';
import { create } from 'zustand';
import { useAppStore } from '../../store/appStore';
import { publishAppAction, subscribeToAppActions } from './appActions';
import { openRealtimeSocket, type RealtimeStatus } from './realtimeSocket';

export const useRealtimeStatus = create<{ status: RealtimeStatus }>(() => ({ status: 'offline' }));

const setStatus = (status: RealtimeStatus) => useRealtimeStatus.setState({ status });

/** Keeps one socket open while a session exists; logout (no token) closes it. Mounted once, by the shell. */
export function useRealtimeConnection(): void {
  const token = useAppStore((state) => state.token);
  useEffect(() => {
    if (!token) return;
    const socket = openRealtimeSocket(token, {
      onAction: publishAppAction,
      onUnauthorized: () => useAppStore.getState().endSession(),
      onStatus: setStatus,
    });
    return () => {
      socket.close();
      setStatus('offline');
    };
  }, [token]);
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
