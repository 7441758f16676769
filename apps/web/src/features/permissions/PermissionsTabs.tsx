import { Tab, Tabs } from '@mui/material';
import { Link } from 'react-router';
import { PageTitle } from '../../app/pages/PageTitle';

const TABS = [
  { value: 'config', label: 'Config', path: '/permissions/config' },
  { value: 'users', label: 'Users', path: '/permissions/users' },
] as const;

/** The permissions screen's title and its two tabs (spec 3 §2), each a route of its own. */
export function PermissionsTabs({ current }: { current: (typeof TABS)[number]['value'] }) {
  return (
    <>
      <PageTitle>Permissions</PageTitle>
      <Tabs value={current} aria-label="Permissions tabs" sx={{ mb: 2 }}>
        {TABS.map((tab) => (
          <Tab key={tab.value} value={tab.value} label={tab.label} component={Link} to={tab.path} />
        ))}
      </Tabs>
    </>
  );
}
