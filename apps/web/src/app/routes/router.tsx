import { APP_ROUTES, type AppRoute, HOME_PATH } from '@fleetdesk/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '../../features/auth/LoginPage';
import { LegalPage } from '../../features/legal/LegalPage';
import { closeAllDialogs } from '../../ui/dialogs/dialogStore';
import { keyFirstHistoryEntry } from '../../ui/useEntryState';
import { RouteErrorPage } from '../errors/RouteErrorPage';
import { LOGIN_PATH } from '../guards/redirects';
import { NotFoundPage } from '../pages/NotFoundPage';
import { type RouteHandle, ShellGate } from '../shell/ShellGate';
import { pageFor } from './pages';

const shellRoute = (appRoute: AppRoute): RouteObject => ({
  path: appRoute.path,
  handle: { appRoute } satisfies RouteHandle,
  element: appRoute.redirect ? <Navigate to={appRoute.redirect} replace /> : pageFor(appRoute),
});

keyFirstHistoryEntry();

/** Every route of the contract's table sits under the shell and its guard; /login and the legal pages do not. */
export const router = createBrowserRouter([
  {
    ErrorBoundary: RouteErrorPage,
    children: [
      { path: LOGIN_PATH, element: <LoginPage /> },
      { path: '/terms', element: <LegalPage document="terms" /> },
      { path: '/privacy', element: <LegalPage document="privacy" /> },
      {
        element: <ShellGate />,
        children: [
          { index: true, element: <Navigate to={HOME_PATH} replace /> },
          ...APP_ROUTES.map(shellRoute),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);

// Spec 1 §2.1: all open dialogs close when the path changes (a query change alone keeps them).
let currentPath = router.state.location.pathname;
router.subscribe((state) => {
  if (state.location.pathname === currentPath) return;
  currentPath = state.location.pathname;
  closeAllDialogs();
});
