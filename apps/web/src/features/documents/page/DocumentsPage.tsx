import { PageTitle } from '../../../app/pages/PageTitle';

/** Being built (issue 10). */
export function DocumentsPage() {
  return <PageTitle>Documents</PageTitle>;
}
