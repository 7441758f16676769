import type { AppRoute } from '@fleetdesk/contract';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation, useMatches } from 'react-router';
import { closeAllDialogs } from '../../ui/dialogs/dialogStore';
import { ACCESS_DENIED_PATH, loginPathFor } from '../guards/redirects';
import { decideRouteAccess } from '../guards/routeDecision';
import { useSessionSnapshot } from '../guards/useSessionSnapshot';
import { AccessDeniedScreen } from '../pages/AccessDeniedScreen';
import { AppShell } from './AppShell';

export interface RouteHandle {
  appRoute: AppRoute;
}

const isRouteHandle = (handle: unknown): handle is RouteHandle =>
  typeof handle === 'object' && handle !== null && 'appRoute' in handle;

/** The one place that applies the route guard to every page under the shell. */
export function ShellGate() {
  const location = useLocation();
  const matches = useMatches();
  const session = useSessionSnapshot();
  const appRoute = matches.map((match) => match.handle).find(isRouteHandle)?.appRoute ?? null;
  const decision = decideRouteAccess(appRoute, session, Date.now());
  // Losing the page's key while on it (account.changed) keeps the path, so the path rule leaves the
  // page's dialogs open over Access denied, still submittable: they go with the page.
  useEffect(() => {
    if (decision === 'no-permission') closeAllDialogs();
  }, [decision]);

  switch (decision) {
    case 'sign-in':
      return <Navigate to={loginPathFor(location)} replace />;
    case 'fleet-denied':
      return <Navigate to={ACCESS_DENIED_PATH} replace />;
    case 'no-permission':
      return (
        <AppShell>
          <AccessDeniedScreen />
        </AppShell>
      );
    case 'allow':
      return (
        <AppShell>
          <Outlet />
        </AppShell>
      );
  }
}
