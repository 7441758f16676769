import { Alert, Button, type SxProps, type Theme } from '@mui/material';

/** What a screen needs to tell a failed load: a react-query result fits as it is. */
export interface LoadState {
  error: Error | null;
  /** Nothing loaded yet. */
  isPending: boolean;
  isFetching: boolean;
  /** A query keeps its last data when a refresh fails. */
  data?: unknown;
  refetch: () => unknown;
}

/**
 * A first load that failed reads that the thing could not be loaded; a refresh that failed keeps the
 * last copy on screen and says it may be out of date. Either way the server's reason and a Retry.
 */
export function loadFailedText(what: string, load: Pick<LoadState, 'error' | 'data'>): string {
  const reason = load.error?.message ?? '';
  const lead =
    load.data === undefined
      ? `${what} could not be loaded.`
      : `${what} could not be refreshed; this is the last loaded copy.`;
  return `${lead} ${reason}`.trim();
}

/**
 * The failure of a list's or a page's load, where its content would be: an empty list there would tell
 * an operator there is nothing when the server merely failed. Nothing while the load is fine.
 */
export function LoadFailed({ what, load, sx }: { what: string; load: LoadState; sx?: SxProps<Theme> }) {
  if (!load.error) return null;
  return (
    <Alert
      severity="error"
      sx={[{ textAlign: 'left' }, ...(Array.isArray(sx) ? sx : [sx])]}
      action={
        <Button color="inherit" size="small" loading={load.isFetching} onClick={() => load.refetch()}>
          Retry
        </Button>
      }
    >
      {loadFailedText(what, load)}
    </Alert>
  );
}
