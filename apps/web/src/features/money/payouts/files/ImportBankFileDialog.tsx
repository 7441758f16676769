import { payoutFiles } from '@fleetdesk/contract';
import { Alert, Box, Button, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { ApiError } from '../../../../api/ApiError';
import { uploadToEndpoint } from '../../../../api/upload';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../../rides/dialogs/shared/DialogFormActions';
import { useStartFileJob } from './useFileJobs';

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    importBankFile: Record<string, never>;
  }
}

/** The wrong lines of a refused file, as the server named them, or its one message. */
const problemsOf = (error: unknown): string[] => {
  if (!(error instanceof ApiError)) return [];
  return error.fieldErrors.imported_file ?? [error.message];
};

/**
 * Import bank file (spec 2 §2, §7): the bank's returns, a CSV `payout_number,status,reason`. A file with
 * a wrong line is refused whole and the lines are listed here; an accepted one is settled by a job
 * whose progress shows in a toast, then the payouts list reads its new statuses. A chosen file is asked
 * about before Escape or a click outside drops it (decision 172).
 */
export function ImportBankFileDialog({ open, onClose }: DialogControl) {
  const [file, setFile] = useState<File | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const importing = useStartFileJob({
    isImport: true,
    onStarted: onClose,
    onRefused: (error) => setProblems(problemsOf(error)),
  });
  const submit = useGuardedSubmit(async () => {
    if (!file) return setProblems(['Required']);
    setProblems([]);
    await importing.mutateAsync(() =>
      uploadToEndpoint(payoutFiles.importBankFile, { files: { imported_file: file } }),
    );
  });

  return (
    <FormDialog
      dirty={file !== null}
      open={open}
      onClose={importing.isPending ? undefined : onClose}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle>Import bank file</DialogTitle>
      <Box component="form" noValidate aria-label="Import bank file" onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2}>
            <Typography variant="body2" color="text.secondary">
              The bank's returns as CSV, one payout a line after the header{' '}
              <code>payout_number,status,reason</code>; status is <code>succeeded</code> (paid) or{' '}
              <code>failed</code> (returned: the amount goes back to the driver). The bank's NACHA return file
              is read too.
            </Typography>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
              <Button variant="outlined" component="label">
                Choose file
                <input
                  hidden
                  type="file"
                  accept=".csv,.ach,.txt,text/csv,text/plain"
                  aria-label="Bank file"
                  onChange={(event) => {
                    setFile(event.target.files?.[0] ?? null);
                    setProblems([]);
                  }}
                />
              </Button>
              <Typography variant="body2">{file?.name ?? 'No file chosen'}</Typography>
            </Stack>
            {problems.length > 0 && (
              <Alert severity="error" aria-label="File problems">
                {problems.map((problem) => (
                  <div key={problem}>{problem}</div>
                ))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Import"
          disabled={!file}
          isSending={importing.isPending}
          permission="payouts.import-bank-file"
        />
      </Box>
    </FormDialog>
  );
}
