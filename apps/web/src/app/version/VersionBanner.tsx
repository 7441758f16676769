import { VERSION_BANNER_COUNTDOWN_SECONDS } from '@fleetdesk/contract';
import { Alert, Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { countdownRemaining, formatCountdown } from '../../ui/time/countdown';
import { useNow } from '../../ui/time/useNow';
import { useServerVersion } from './useServerVersion';

const reloadPage = () => window.location.reload();

function ReloadCountdown({ serverVersion }: { serverVersion: string }) {
  const [startedAt] = useState(Date.now);
  const remaining = countdownRemaining(startedAt, useNow(1000), VERSION_BANNER_COUNTDOWN_SECONDS);
  useEffect(() => {
    if (remaining === 0) reloadPage();
  }, [remaining]);

  return (
    <Alert
      severity="info"
      variant="filled"
      role="status"
      sx={{ borderRadius: 0, py: 0, alignItems: 'center' }}
      action={
        <Button color="inherit" size="small" variant="outlined" onClick={reloadPage}>
          Reload now
        </Button>
      }
    >
      A new version of Fleetdesk ({serverVersion}) is available. The page reloads in{' '}
      <strong>{formatCountdown(remaining)}</strong>.
    </Alert>
  );
}

/**
 * Shown when the server runs another version than this page was built from (spec 1 §2.3). Once seen,
 * the countdown runs to its end even if a later poll reaches an instance not yet updated.
 */
export function VersionBanner() {
  const serverVersion = useServerVersion();
  const [newVersion, setNewVersion] = useState<string | null>(null);
  useEffect(() => {
    if (serverVersion !== null && serverVersion !== __APP_VERSION__)
      setNewVersion((seen) => seen ?? serverVersion);
  }, [serverVersion]);
  return newVersion === null ? null : <ReloadCountdown serverVersion={newVersion} />;
}
