import { Box, Divider } from '@mui/material';
import { useLocation } from 'react-router';
import { useViewer } from '../guards/useViewer';
import { HEADER_HEIGHT } from '../theme';
import { MapThemeToggle } from './MapThemeToggle';
import { NewYorkClock } from './NewYorkClock';
import { OnTimeWidget } from './OnTimeWidget';
import { RidesHeaderButtons } from './RidesHeaderButtons';
import { IdleChip, ReadOnlyChip, RealtimeChip } from './StatusChips';
import { UserMenu } from './UserMenu';

const ON_TIME_WIDGET_PATHS = ['/rides', '/surge'];

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
      {pathname === '/rides' && <RidesHeaderButtons isFleet={isFleet} />}
      {showsOnTime && <OnTimeWidget />}
      <Box sx={{ flex: 1 }} />
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
