import { ADMIN_ROLE_ID } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useAppStore } from '../../../store/appStore';
import { accountQuery } from '../../account/useAccountSync';

/** Spec 2 §5's "admin": a super admin or a holder of the Admin role (id 1). The server judges again. */
export function useIsAdmin(): boolean {
  const superAdmin = useAppStore((state) => state.user?.super_admin ?? false);
  const { data } = useQuery(accountQuery);
  return superAdmin || (data?.roles.some((role) => role.id === ADMIN_ROLE_ID) ?? false);
}
