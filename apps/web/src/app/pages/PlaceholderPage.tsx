import { PageTitle } from './PageTitle';

/** An area whose screens are built in their own issue: its title, and nothing pretending to work. */
export function PlaceholderPage({ title }: { title: string }) {
  return <PageTitle>{title}</PageTitle>;
}
