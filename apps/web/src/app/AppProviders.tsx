import { MAX_TOASTS } from '@fleetdesk/contract';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useState } from 'react';
import { createQueryClient } from '../api/queryClient';
import { listenToOtherTabs } from '../features/auth/sessionOfOtherTabs';
import { USER_CHANGED_EVENT } from '../features/auth/userChangedEvent';
import { useAppStore } from '../store/appStore';
import { theme } from './theme';

/** Another user signed in: nothing cached or saved for the previous one may show. */
function ResetOnUserChange() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const handleUserChanged = () => {
      queryClient.clear();
      useAppStore.getState().resetUserData();
    };
    window.addEventListener(USER_CHANGED_EVENT, handleUserChanged);
    return () => window.removeEventListener(USER_CHANGED_EVENT, handleUserChanged);
  }, [queryClient]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useEffect(listenToOtherTabs, []);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <QueryClientProvider client={queryClient}>
        <SnackbarProvider
          maxSnack={MAX_TOASTS}
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          dense
        >
          <ResetOnUserChange />
          {children}
        </SnackbarProvider>
      </QueryClientProvider>
    </ThemeProvider>
  );
}
