import { type FileJobKind, reports } from '@fleetdesk/contract';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden } from '../../platform/errors';
import { queueFileJob } from '../../platform/file-jobs/queue';
import { createFileJobRecords } from '../../platform/file-jobs/records';
import type { ModuleDeps } from '../../platform/module';
import type { ReportParams } from './report-jobs';
import { REPORT_FILES_QUEUE } from './worker';

type ReportQuery = { start_date: string; end_date: string };

/**
 * Queues report files (spec 3 §2 "Report pages"): the answer is the queued job, the page says 'Great!
 * Your report is being generated.' and follows the job to its file. Reports cover the operator's whole
 * business, so a facility user (whose reach is some companies) gets none.
 */
export function createReportsService(deps: ModuleDeps) {
  const records = createFileJobRecords(deps);
  const { tlcBaseLicense } = deps.config.reports;

  const queue = (caller: Caller, kind: FileJobKind, params: ReportParams) => {
    if (caller.companyIds !== null) throw forbidden();
    return queueFileJob(
      deps,
      records,
      REPORT_FILES_QUEUE,
      { kind, createdBy: caller.adminId, params: { ...params } },
      reports.REPORT_MESSAGES.failed,
    );
  };

  return {
    tlcTripRecords(caller: Caller, query: ReportQuery) {
      if (!tlcBaseLicense) throw new AppError('conflict', reports.REPORT_MESSAGES.noBaseLicense);
      return queue(caller, 'report_tlc_trips', { ...query, base_license: tlcBaseLicense });
    },
    yellowCabTaxes: (caller: Caller, query: ReportQuery) => queue(caller, 'report_mta_taxes', query),
    dailyRevenue: (caller: Caller, query: ReportQuery) => queue(caller, 'report_daily_revenue', query),
    mtaOtp: (caller: Caller, query: ReportQuery) => queue(caller, 'report_mta_otp', query),
  };
}
