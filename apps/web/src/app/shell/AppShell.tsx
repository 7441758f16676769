import { Box } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useRealtimeConnection } from '../../api/realtime/useRealtime';
import { useAccountSync } from '../../features/account/useAccountSync';
import { DialogHost } from '../../ui/dialogs/DialogHost';
import { DIALOG_COMPONENTS } from '../dialogComponents';
import { CrashTestTrigger } from '../errors/CrashTestTrigger';
import { useSessionExpiry } from '../guards/useSessionExpiry';
import { AppHeader } from '../header/AppHeader';
import { useIdleTracker } from '../idle/useIdleTracker';
import { MenuRail } from '../menu/MenuRail';
import { VersionBanner } from '../version/VersionBanner';

/** The frame around every signed-in page: rail, banner, header, content, and the session's background work. */
export function AppShell({ children }: { children: ReactNode }) {
  const [isRailExpanded, setIsRailExpanded] = useState(false);
  useRealtimeConnection();
  useIdleTracker();
  useAccountSync();
  useSessionExpiry();

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <MenuRail isExpanded={isRailExpanded} onToggle={() => setIsRailExpanded((expanded) => !expanded)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box sx={{ position: 'sticky', top: 0, zIndex: (theme) => theme.zIndex.appBar }}>
          <VersionBanner />
          <AppHeader />
        </Box>
        <Box component="main" sx={{ flex: 1, p: 3 }}>
          <CrashTestTrigger />
          {children}
        </Box>
      </Box>
      <DialogHost components={DIALOG_COMPONENTS} />
    </Box>
  );
}
