import { reconciliation } from '@fleetdesk/contract';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../../api/client';
import { endpointQuery } from '../../../api/endpointQuery';
import type { ReportDays } from '../reportPeriod';

const NO_DAYS: ReportDays = { start_date: '', end_date: '' };

/** Opens an export's signed link in a new tab, which downloads the CSV. */
const openFile = (url: string | null) => {
  if (url) window.open(url, '_blank', 'noopener');
};

/**
 * The panel's list. It is read again only on Show New Data (or another period), never on focus: the
 * list a dispatcher works through does not move under them after a SYNC.
 */
export function useUnreconciledRides(days: ReportDays | null) {
  return useQuery({
    ...endpointQuery(reconciliation.listUnreconciledRides, { query: days ?? NO_DAYS }),
    enabled: days !== null,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
}

export function useSyncRides() {
  return useMutation({
    mutationFn: (days: ReportDays) => callEndpoint(reconciliation.syncUnreconciledRides, { body: days }),
    onSuccess: (answer) => {
      enqueueSnackbar(reconciliation.RECONCILIATION_MESSAGES.synced, { variant: 'success' });
      for (const failure of answer.failed) enqueueSnackbar(failure.error, { variant: 'warning' });
    },
  });
}

/** An export: the report asked with export=1, its file opened. */
const useExportFile = (exportFile: (days: ReportDays) => Promise<{ file_url: string | null }>) =>
  useMutation({ mutationFn: exportFile, onSuccess: (answer) => openFile(answer.file_url) });
export type ExportMutation = ReturnType<typeof useExportFile>;

export const useExportUnreconciledRides = () =>
  useExportFile((days) =>
    callEndpoint(reconciliation.listUnreconciledRides, { query: { ...days, export: true } }),
  );

export function useUnreconciledSentryRides(days: ReportDays | null, page: number, perPage: number) {
  return useQuery({
    ...endpointQuery(reconciliation.listUnreconciledSentryRides, {
      query: { ...(days ?? NO_DAYS), page, per_page: perPage },
    }),
    enabled: days !== null,
    placeholderData: keepPreviousData,
  });
}

export const useExportSentryRides = () =>
  useExportFile((days) =>
    callEndpoint(reconciliation.listUnreconciledSentryRides, { query: { ...days, export: true } }),
  );
