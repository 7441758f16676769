import { ACCOUNT_CHANGED_ACTION, ENDPOINTS } from '@fleetdesk/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { endpointQuery } from '../../api/endpointQuery';
import { useAppAction } from '../../api/realtime/useRealtime';
import { useAppStore } from '../../store/appStore';

export const accountQuery = endpointQuery(ENDPOINTS['account.get']);

/**
 * Refreshes the stored user and permissions from GET /account when the shell opens, so that grants
 * changed since sign-in apply, and again when the server says the user's roles or their keys changed
 * (`account.changed`), so the menu follows at once; a revoked token answers 401 here and ends the session.
 */
export function useAccountSync(): void {
  const { data } = useQuery(accountQuery);
  const queryClient = useQueryClient();
  useAppAction(ACCOUNT_CHANGED_ACTION, () => {
    void queryClient.invalidateQueries({ queryKey: accountQuery.queryKey });
  });
  useEffect(() => {
    if (data) useAppStore.getState().applyAccount(data);
  }, [data]);
}
