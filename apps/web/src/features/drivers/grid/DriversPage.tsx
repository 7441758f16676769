import { PageTitle } from '../../../app/pages/PageTitle';

/** Being built (issue 10). */
export function DriversPage() {
  return <PageTitle>Drivers</PageTitle>;
}
