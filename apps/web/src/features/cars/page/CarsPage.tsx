import { PageTitle } from '../../../app/pages/PageTitle';

/** Being built (issue 10). */
export function CarsPage() {
  return <PageTitle>Cars</PageTitle>;
}
