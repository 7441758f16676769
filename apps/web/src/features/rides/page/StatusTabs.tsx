import { RIDE_STATUS_TABS } from '@fleetdesk/contract';
import { Tab, Tabs } from '@mui/material';
import { setRidesSearch, useRidesView } from './ridesPageStore';

/** The status tab bar; counts come from the list's metrics and are hidden for fleet users. */
export function StatusTabs({ metrics }: { metrics: Record<string, number> | null | undefined }) {
  const statusTab = useRidesView((view) => view.statusTab);
  return (
    <Tabs
      value={statusTab}
      onChange={(_, key: string) => setRidesSearch({ statusTab: key })}
      variant="scrollable"
      scrollButtons="auto"
      aria-label="Ride status"
      sx={{
        minHeight: 40,
        borderBottom: 1,
        borderColor: 'divider',
        '& .MuiTab-root': { minHeight: 40, py: 0, px: 1.5 },
      }}
    >
      {RIDE_STATUS_TABS.map((tab) => (
        <Tab
          key={tab.key}
          value={tab.key}
          label={metrics ? `${tab.label} (${metrics[tab.key] ?? 0})` : tab.label}
          sx={{ textTransform: 'none' }}
        />
      ))}
    </Tabs>
  );
}
