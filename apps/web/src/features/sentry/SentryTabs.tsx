import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';
import { PageTitle } from '../../app/pages/PageTitle';

const TABS = [
  { value: 'rides', label: 'Trips', path: '/sentry/rides' },
  { value: 'batches', label: 'Batches', path: '/sentry/batches' },
] as const;

/** The Sentry area's title and tabs (spec 3 §2); a batch's page sits under Batches. */
export function SentryTabs({
  current,
  title = 'Sentry',
}: {
  current: (typeof TABS)[number]['value'];
  title?: string;
}) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Tabs value={current} aria-label="Sentry tabs" sx={{ mb: 2 }}>
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.path} />
        ))}
      </Tabs>
    </>
  );
}
