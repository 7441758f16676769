import { ENDPOINTS, permissions } from '@fleetdesk/contract';
import { useQueryClient } from '@tanstack/react-query';
import { endpointQuery, queryKeyOf } from '../../api/endpointQuery';

export const permissionsQuery = endpointQuery(permissions.getPermissions);

/**
 * After a save: the matrix, the users list (role counts) and the signed-in user's own account, whose
 * keys build the menu (spec 3 §7: "then the account data is refreshed").
 */
export function useRefreshAfterPermissionsChange() {
  const queryClient = useQueryClient();
  return () => {
    for (const endpoint of [
      permissions.getPermissions,
      permissions.listPermissionUsers,
      ENDPOINTS['account.get'],
    ])
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
  };
}
