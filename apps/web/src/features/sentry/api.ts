import { type AnyEndpoint, sentryBilling as api, type CallInput, type CallResult } from '@fleetdesk/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import { endpointQuery } from '../../api/endpointQuery';
import { useAppAction } from '../../api/realtime/useRealtime';
import { saveFile } from '../../ui/fileJobs/fileJobTracker';

export const batchStatusesQuery = endpointQuery(api.batchStatuses);
export const tripStatusesQuery = endpointQuery(api.tripBillingStatuses);
export const batchQuery = (id: number) => endpointQuery(api.getBatch, { params: { id } });
export const batchFilesQuery = (id: number) => endpointQuery(api.batchFiles, { params: { id } });
export const batchLogsQuery = (id: number) => endpointQuery(api.batchLogs, { params: { id } });

/** Every query of the area: their keys start with the area's paths. */
const isSentryQuery = (key: readonly unknown[]) =>
  typeof key[0] === 'string' && key[0].startsWith('/billing/sentry');

/** Reads the area again; after a change here, and when another user changed a batch (realtime). */
export function useRefreshSentry() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ predicate: (query) => isSentryQuery(query.queryKey) });
}

export function useSentryLiveUpdates() {
  const refresh = useRefreshSentry();
  useAppAction(api.SENTRY_BATCH_ACTION, () => void refresh());
}

/**
 * One write of the area: its answer's message is toasted and the area read again; a refusal is shown by
 * the shared error reporting (spec 3 §8: server errors are shown). The download answers are opened.
 */
function useSentryWrite<E extends AnyEndpoint>(endpoint: E, onDone?: (answer: CallResult<E>) => void) {
  const refresh = useRefreshSentry();
  return useMutation({
    mutationFn: (input: CallInput<E>) => callEndpoint(endpoint, input),
    onSuccess: (answer) => {
      const { message } = answer as { message?: string };
      if (message) enqueueSnackbar(message, { variant: 'success' });
      onDone?.(answer);
      void refresh();
    },
  });
}

/** The browser goes to the file (spec 3 §7: "the browser is redirected"): saved under its kept name. */
const openFile = (answer: { file_url: string; file: { name: string } }) =>
  saveFile({ url: answer.file_url, fileName: answer.file.name });

export const useCreateBatch = (onDone: (answer: CallResult<typeof api.createBatch>) => void) =>
  useSentryWrite(api.createBatch, onDone);
export const useUpdateBatch = () => useSentryWrite(api.updateBatch);
export const useSwitchBatchStatus = () => useSentryWrite(api.switchBatchStatus);
export const useAssignRides = () => useSentryWrite(api.assignBatchRides);
export const useRunChecks = () => useSentryWrite(api.runBatchChecks);
export const useExportBatch = () => useSentryWrite(api.exportBatch, openFile);
export const useSentryReport = (onDone: () => void) =>
  useSentryWrite(api.downloadReport, (answer) => {
    openFile(answer);
    onDone();
  });
