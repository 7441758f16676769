import { sentryBilling as api, type CallResult } from '@fleetdesk/contract';
import { areaApi } from '../../api/areaApi';
import { endpointQuery } from '../../api/endpointQuery';
import { saveFile } from '../../ui/fileJobs/fileJobTracker';

export const batchStatusesQuery = endpointQuery(api.batchStatuses);
export const tripStatusesQuery = endpointQuery(api.tripBillingStatuses);
export const batchQuery = (id: number) => endpointQuery(api.getBatch, { params: { id } });
export const batchFilesQuery = (id: number) => endpointQuery(api.batchFiles, { params: { id } });
export const batchLogsQuery = (id: number) => endpointQuery(api.batchLogs, { params: { id } });

/** The area's reads start with its paths; another user's batch change shows live. */
const area = areaApi('/billing/sentry', api.SENTRY_BATCH_ACTION);

export const useSentryLiveUpdates = area.useLiveUpdates;
const useSentryWrite = area.useWrite;

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
