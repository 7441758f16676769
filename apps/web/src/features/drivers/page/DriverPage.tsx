import { PageTitle } from '../../../app/pages/PageTitle';

/** Being built (issue 10). */
export function DriverPage() {
  return <PageTitle>Driver</PageTitle>;
}
