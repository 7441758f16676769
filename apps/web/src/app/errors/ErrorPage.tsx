import { MESSAGES } from '@fleetdesk/contract';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useAppStore } from '../../store/appStore';
import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog';
import { errorIdOf, makeErrorId, supportReport } from './errorReport';

type CopyOutcome = 'copied' | 'failed' | null;

const reloadPage = () => window.location.reload();

function clearLocalStorage() {
  localStorage.clear();
  reloadPage();
}

/** The page a render error leads to (spec 1 §2.3). It avoids the dialog manager and toasts: they may be what broke. */
export function ErrorPage({ error }: { error: unknown }) {
  const [errorId] = useState(() => errorIdOf(error, makeErrorId));
  const [isConfirmingClear, setIsConfirmingClear] = useState(false);
  const [copyOutcome, setCopyOutcome] = useState<CopyOutcome>(null);
  const userId = useAppStore((state) => state.user?.id ?? null);

  useEffect(() => console.error(`Error ID ${errorId}`, error), [error, errorId]);

  const handleCopy = async () => {
    const report = supportReport(error, {
      errorId,
      url: window.location.href,
      appVersion: __APP_VERSION__,
      userId,
      at: new Date(),
    });
    // The clipboard refuses to write while the page is not focused.
    const outcome = await navigator.clipboard.writeText(report).then(
      (): CopyOutcome => 'copied',
      (): CopyOutcome => 'failed',
    );
    setCopyOutcome(outcome);
  };

  return (
    <Box
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', bgcolor: 'background.default', p: 3 }}
    >
      <Paper
        variant="outlined"
        sx={{ px: 4, py: 5, maxWidth: 680, width: '100%', textAlign: 'center', borderRadius: 3 }}
      >
        <ErrorOutline sx={{ fontSize: 48, color: 'error.main' }} />
        <Typography variant="h1" sx={{ mt: 1.5 }}>
          {MESSAGES.errorPageTitle}
        </Typography>
        <Typography sx={{ mt: 0.75, color: 'text.secondary' }}>{MESSAGES.errorPageHint}</Typography>
        <Chip sx={{ mt: 2, fontFamily: 'monospace' }} variant="outlined" label={`Error ID: ${errorId}`} />
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 3, justifyContent: 'center', flexWrap: 'wrap' }}
        >
          <Button variant="contained" onClick={reloadPage}>
            Reload page
          </Button>
          <Button variant="outlined" color="error" onClick={() => setIsConfirmingClear(true)}>
            Clear Local Storage
          </Button>
          <Button variant="outlined" onClick={handleCopy}>
            Copy Error for Support
          </Button>
        </Stack>
        {copyOutcome && (
          <Alert
            severity={copyOutcome === 'copied' ? 'success' : 'warning'}
            sx={{ mt: 2.5, textAlign: 'left' }}
          >
            {copyOutcome === 'copied' ? MESSAGES.clipboardCopied : MESSAGES.clipboardNotFocused}
          </Alert>
        )}
      </Paper>
      <ConfirmDialog
        open={isConfirmingClear}
        onClose={() => setIsConfirmingClear(false)}
        title="Clear Local Storage?"
        message="This signs you out on this browser and resets saved filters, favourite rides and settings."
        confirmLabel="Clear"
        destructive
        onConfirm={clearLocalStorage}
      />
    </Box>
  );
}
