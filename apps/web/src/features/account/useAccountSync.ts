import { ENDPOINTS } from '@fleetdesk/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../api/endpointQuery';
import { useAppStore } from '../../store/appStore';

export const accountQuery = endpointQuery(ENDPOINTS['account.get']);

/**
 * Refreshes the stored user and permissions from GET /account when the shell opens, so that grants
 * changed since sign-in apply; a revoked token answers 401 here and ends the session.
 */
export function useAccountSync(): void {
  const { data } = useQuery(accountQuery);
  useEffect(() => {
    if (data) useAppStore.getState().applyAccount(data);
  }, [data]);
}
