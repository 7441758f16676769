import { type FileJob, PAYOUT_FILE_MESSAGES, payoutFiles, payouts } from '@fleetdesk/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { ApiError, endedSession } from '../../../../api/ApiError';
import { endpointQuery, queryKeyOf } from '../../../../api/endpointQuery';
import { reportError } from '../../../../api/reportError';
import { followFileJob } from '../../../../ui/fileJobs/fileJobTracker';

/** The payouts reads an import changes. */
const PAYOUT_READS = [payouts.listPayouts, payouts.getPayout];

/**
 * Starts a file job (an export, the ACH file, an import) and follows it to its end; an import's payouts
 * are read again when it ends. A refused start of an import says 'Something went wrong' (spec 2 §8) and
 * then why; an export's refusal is reported like any failed call.
 */
export function useStartFileJob(options: {
  isImport: boolean;
  onStarted?: () => void;
  /** Also told of a refused start (e.g. the dialog lists a bank file's wrong lines). */
  onRefused?: (error: unknown) => void;
}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: () => Promise<{ job: FileJob }>) => start(),
    meta: { errors: 'caller' },
    onSuccess: ({ job }) => {
      options.onStarted?.();
      followFileJob(job, (outcome) => {
        if (!outcome.refreshPayouts) return;
        for (const endpoint of PAYOUT_READS)
          void queryClient.invalidateQueries({ queryKey: queryKeyOf(endpoint) });
      });
    },
    onError: (error) => {
      options.onRefused?.(error);
      const reportedAsAnyCall = endedSession(error) || (error instanceof ApiError && error.isForbidden);
      if (!options.isImport || reportedAsAnyCall) return reportError(error);
      enqueueSnackbar(PAYOUT_FILE_MESSAGES.importFailed, { variant: 'error' });
      // Why, when no dialog lists it already (the bank file dialog shows the wrong lines itself).
      if (error instanceof ApiError && !options.onRefused)
        enqueueSnackbar(error.message, { variant: 'error' });
    },
  });
}

/** Whether QuickBooks is connected (the menu says so when it is not). */
export const useQuickbooksStatus = () => useQuery(endpointQuery(payoutFiles.quickbooksStatus));
