import { type CallResult, reports } from '@fleetdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { callEndpoint } from '../../api/client';
import type { ReportPageSpec } from './reportPages';

export type ReportDays = { start_date: string; end_date: string };

/** Asks for a report file; the server answers with the queued job ('Great! Your report is being generated.'). */
export function useGenerateReport(endpoint: ReportPageSpec['endpoint']) {
  return useMutation({
    mutationFn: (days: ReportDays): Promise<CallResult<typeof endpoint>> =>
      callEndpoint(endpoint, { query: days }),
    meta: { errors: 'caller' },
    onSuccess: () => enqueueSnackbar(reports.REPORT_MESSAGES.generating, { variant: 'success' }),
  });
}
