import { ADMIN_ROLE_NAME, hasPermission, type PermissionKey } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../../store/appStore';
import { accountQuery } from '../../../account/useAccountSync';

/** Whether the signed-in staff user holds `key` (super admins hold all; fleet users none, decision 8). */
export function useHasPermission(key: PermissionKey): boolean {
  return useAppStore((state) => {
    if (!state.user || state.user.is_fleet) return false;
    return state.user.super_admin || hasPermission(state.permissions, key);
  });
}

export const useIsFleet = (): boolean => useAppStore((state) => state.user?.is_fleet ?? false);

/**
 * Whether the signed-in user holds the role named Admin (spec 1 §6: it edits a ride's zones). Roles come
 * from GET /account, which the shell already loads; the server judges again per ride.
 */
export function useHasAdminRole(): boolean {
  const { data } = useQuery(accountQuery);
  return data?.roles.some((role) => role.name === ADMIN_ROLE_NAME) ?? false;
}
