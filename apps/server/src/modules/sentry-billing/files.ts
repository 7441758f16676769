import { driverStats, newYorkMidnight, sentryBilling } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { newStorageKey } from '../../platform/adapters/storage/keys';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { businessDay } from '../../platform/business-day';
import { AppError, forbidden, notFound } from '../../platform/errors';
import type { ModuleDeps } from '../../platform/module';
import { toFile } from './present';
import {
  batchRideFacts,
  insertFile,
  markInvoiced,
  type RideRecord,
  replaceLogs,
  reportRides,
  selectBatch,
  selectFiles,
  selectFileUploader,
  updateBatchRow,
} from './queries';
import { billingProblems, canExport, logLineOf } from './rules';
import { assertAssembling, assertOperatorStaff, type SentryBatchService } from './service';
import { invoiceSheet, REPORT_SHEETS, type Sheet, sheetCsv } from './sheets';

const { SENTRY_MESSAGES, SENTRY_INVOICE_STATUS_LABELS: LABELS } = sentryBilling;

/**
 * The checks and the files of the area (decision 130): run-checks writes a log line per ride that cannot
 * be billed; export re-runs them and writes the invoice of the billable rides; reports cover a day range.
 * Every file is private in the storage adapter and kept in `sentry_files` with who made it.
 */
export function createSentryFileService(
  { db, storage, fileLinks }: Pick<ModuleDeps, 'db' | 'storage' | 'fileLinks'>,
  batches: SentryBatchService,
) {
  /** Checks every ride of the batch; the findings replace the last ones. Returns the billable rides. */
  async function checkRides(tx: DbOrTx, batchId: number) {
    const rides = await batchRideFacts(tx, batchId);
    const billable: RideRecord[] = [];
    const lines: { rideId: number; code: sentryBilling.SentryCheckCode; note: string }[] = [];
    for (const ride of rides) {
      const line = logLineOf(billingProblems(ride));
      if (line) lines.push({ rideId: ride.id, ...line });
      else billable.push(ride);
    }
    await replaceLogs(tx, batchId, lines);
    return { rides: rides.length, billable, held: lines.length };
  }

  /** Stores a sheet privately and keeps its record, in the caller's transaction. */
  async function keepFile(
    tx: DbOrTx,
    caller: Caller,
    file: { type: sentryBilling.SentryFileType; batchId: number | null; name: string; sheet: Sheet },
  ) {
    const key = newStorageKey(false, 'sentry', 'text/csv');
    await storage.put(key, sheetCsv(file.sheet), 'text/csv');
    return insertFile(tx, {
      batchId: file.batchId,
      type: file.type,
      name: file.name,
      storageKey: key,
      rows: file.sheet.rows.length,
      createdBy: caller.adminId,
    });
  }

  return {
    runChecks(caller: Caller, id: number) {
      return batches.changeBatch(caller, id, 'sentry.checks_run', async (tx, batch) => {
        assertAssembling(batch);
        const result = await checkRides(tx, id);
        await updateBatchRow(tx, id, { status: 'checked', checkedAt: new Date() });
        const message =
          result.held === 0 ? SENTRY_MESSAGES.allBillable : sentryBilling.ridesHeldBackMessage(result.held);
        return { message, audit: { rides: result.rides, held: result.held } };
      });
    },

    async export(caller: Caller, id: number) {
      // The spec makes this a GET, so the access check lets read-only admins through: they write nothing.
      if (caller.isReadOnly) throw forbidden();
      const answer = await batches.changeBatch(caller, id, 'sentry.invoice_exported', async (tx, batch) => {
        if (!canExport(batch.status))
          throw new AppError('conflict', sentryBilling.notEditableMessage(LABELS[batch.status]));
        const result = await checkRides(tx, id);
        if (result.rides === 0) throw new AppError('conflict', SENTRY_MESSAGES.noRides);
        if (result.billable.length === 0) throw new AppError('conflict', SENTRY_MESSAGES.nothingToBill);
        const sheet = invoiceSheet(id, result.billable);
        const file = await keepFile(tx, caller, {
          type: 'invoice',
          batchId: id,
          name: `sentry-invoice-${id}-${businessDay(new Date())}.csv`,
          sheet,
        });
        const billed = result.billable.reduce((sum, ride) => sum + (ride.amountChargedCents ?? 0), 0);
        await markInvoiced(
          tx,
          id,
          result.billable.map((ride) => ride.id),
        );
        await updateBatchRow(tx, id, {
          status: 'exported',
          checkedAt: new Date(),
          billedAmountCents: billed,
          invoicedRides: result.billable.length,
        });
        return {
          file,
          message: SENTRY_MESSAGES.exported,
          audit: {
            file_id: file.id,
            invoiced: result.billable.length,
            held: result.held,
            billed_cents: billed,
          },
        };
      });
      return {
        file_url: fileLinks.urlOf(answer.file.storageKey),
        status_code: 200,
        file: toFile(fileLinks, answer.file, await selectFileUploader(db, answer.file.id)),
        invoice: answer.invoice,
        message: answer.message,
      };
    },

    async files(caller: Caller, id: number) {
      assertOperatorStaff(caller);
      if (!(await selectBatch(db, id))) throw notFound('Batch');
      const rows = await selectFiles(db, id);
      return {
        files: { data: rows.map((row) => toFile(fileLinks, row.file, row.uploadedBy)), total: rows.length },
      };
    },

    async report(
      caller: Caller,
      type: sentryBilling.SentryReportType,
      body: { start_date: string; end_date: string },
    ) {
      assertOperatorStaff(caller);
      const from = newYorkMidnight(body.start_date);
      const to = newYorkMidnight(driverStats.addCalendarDays(body.end_date, 1));
      const sheet = REPORT_SHEETS[type](await reportRides(db, from, to));
      const file = await db.transaction(async (tx) => {
        const row = await keepFile(tx, caller, {
          type,
          batchId: null,
          name: `sentry-${type}-${body.start_date}-${body.end_date}.csv`,
          sheet,
        });
        await writeAudit(tx, {
          adminId: caller.adminId,
          action: 'sentry.report_written',
          entityType: 'sentry_file',
          entityId: row.id,
          after: { type, ...body, rows: row.rows },
        });
        return row;
      });
      return {
        file_url: fileLinks.urlOf(file.storageKey),
        file: toFile(fileLinks, file, await selectFileUploader(db, file.id)),
        message: SENTRY_MESSAGES.reportReady,
      };
    },
  };
}
