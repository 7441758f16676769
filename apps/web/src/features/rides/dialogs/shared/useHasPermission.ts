import { hasPermission, type PermissionKey } from '@fleetdesk/contract';
import { useAppStore } from '../../../../store/appStore';

/** Whether the signed-in staff user holds `key` (super admins hold all; fleet users none, decision 8). */
export function useHasPermission(key: PermissionKey): boolean {
  return useAppStore((state) => {
    if (!state.user || state.user.is_fleet) return false;
    return state.user.super_admin || hasPermission(state.permissions, key);
  });
}

export const useIsFleet = (): boolean => useAppStore((state) => state.user?.is_fleet ?? false);
