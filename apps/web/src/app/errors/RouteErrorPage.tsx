import { useRouteError } from 'react-router';
import { ErrorPage } from './ErrorPage';

/** The router's error boundary: any render error below the root lands here. */
export function RouteErrorPage() {
  return <ErrorPage error={useRouteError()} />;
}
