import { Chip, Tooltip } from '@mui/material';
import { useRealtimeStatus } from '../../api/realtime/useRealtime';
import { useAppStore } from '../../store/appStore';
import { useIdleStore } from '../idle/useIdleTracker';

/** Shown while the idle timer has paused polling (see apps/web/README.md). */
export function IdleChip() {
  const isIdle = useIdleStore((state) => state.isIdle);
  if (!isIdle) return null;
  return (
    <Tooltip title="No activity for 3 minutes: automatic refreshes are paused until you move the mouse or type.">
      <Chip size="small" color="warning" variant="outlined" label="Idle · updates paused" />
    </Tooltip>
  );
}

/** A read-only account: says why its changes are refused (the server answers them 403). */
export function ReadOnlyChip() {
  const isReadOnly = useAppStore((state) => state.user?.is_read_only ?? false);
  if (!isReadOnly) return null;
  return (
    <Tooltip title="This account can look at everything its roles allow but cannot change anything.">
      <Chip size="small" color="info" variant="outlined" label="Read only" />
    </Tooltip>
  );
}

/** Live updates are the product's pulse; say when they are missing. */
export function RealtimeChip() {
  const status = useRealtimeStatus((state) => state.status);
  if (status !== 'reconnecting') return null;
  return <Chip size="small" color="default" variant="outlined" label="Reconnecting live updates…" />;
}
