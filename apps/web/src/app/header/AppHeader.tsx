import { Box, Divider } from '@mui/material';
import { useLocation } from 'react-router';
import { useViewer } from '../guards/useViewer';
import { HEADER_HEIGHT } from '../theme';
import { DriversHeaderButtons } from './DriversHeaderButtons';
import { MapThemeToggle } from './MapThemeToggle';
import { NewYorkClock } from './NewYorkClock';
import { OnTimeWidget } from './OnTimeWidget';
import { RidesHeaderButtons } from './RidesHeaderButtons';
import { IdleChip, ReadOnlyChip, RealtimeChip } from './StatusChips';
import { UserMenu } from './UserMenu';

const ON_TIME_WIDGET_PATHS = ['/rides', '/surge'];

const pageItemsSx = {
  flex: 1,
  minWidth: 0,
  display: 'flex',
  alignItems: 'center',
  gap: 1.5,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
} as const;

export function AppHeader() {
  const { pathname } = useLocation();
  const { isFleet } = useViewer();
  // Fleet users see it too (spec 1 §2.3 excludes them from nothing here), with their fleet's figures.
  const showsOnTime = ON_TIME_WIDGET_PATHS.includes(pathname);

  return (
    <Box
      component="header"
      sx={{
        height: HEADER_HEIGHT,
        display: 'flex',
        alignItems: 'center',
        gap: 1.5,
        px: 2.5,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {/* The page's own items take the room the clock and the user menu leave: on a narrow screen the
          on-time widget gives way first, then the rides shortcuts scroll sideways on a thin bar. */}
      <Box sx={pageItemsSx}>
        {pathname === '/rides' && <RidesHeaderButtons isFleet={isFleet} />}
        {pathname === '/drivers' && <DriversHeaderButtons />}
        {showsOnTime && <OnTimeWidget />}
      </Box>
      <ReadOnlyChip />
      <RealtimeChip />
      <IdleChip />
      <MapThemeToggle />
      <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
      <NewYorkClock />
      <Divider orientation="vertical" flexItem sx={{ my: 1.5 }} />
      <UserMenu />
    </Box>
  );
}
