import { sentryBilling } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { sentryBatches } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, forbidden, notFound } from '../../platform/errors';
import { nextPageUrl } from '../../platform/http/next-page';
import type { ModuleDeps } from '../../platform/module';
import { toInvoice } from './present';
import {
  assignRidesInRange,
  insertBatch,
  listBatches,
  lockBatch,
  releaseRides,
  replaceLogs,
  selectBatch,
  selectLogs,
  setInvoicedRidesBilling,
  updateBatchRow,
} from './queries';
import { canSwitch, isAssembling, MANUAL_TRANSITIONS, rideBillingStatusAfter } from './rules';

type Batch = typeof sentryBatches.$inferSelect;
type Status = sentryBilling.SentryInvoiceStatus;
const { SENTRY_INVOICE_STATUS_LABELS: LABELS, SENTRY_MESSAGES } = sentryBilling;

const { SENTRY_BATCH_ACTION } = sentryBilling;

/** Billing is the operator's: a facility user (some companies' reach) has none of it, whatever keys they hold. */
export function assertOperatorStaff(caller: Caller) {
  if (caller.companyIds !== null) throw forbidden();
}

const conflict = (message: string) => new AppError('conflict', message);
export const assertAssembling = (batch: Batch) => {
  if (!isAssembling(batch.status)) throw conflict(sentryBilling.notEditableMessage(LABELS[batch.status]));
};

export function createSentryBatchService({ db, realtime }: Pick<ModuleDeps, 'db' | 'realtime'>) {
  const read = async (id: number) => {
    const row = await selectBatch(db, id);
    if (!row) throw notFound('Batch');
    return row;
  };

  /**
   * One change of one batch: under the batch's row lock, in one transaction with its audit row; staff
   * are told after the commit. `change` returns what the audit keeps and the answer's message.
   */
  async function changeBatch<T extends { message: string; audit: Record<string, unknown> }>(
    caller: Caller,
    id: number,
    action: string,
    change: (tx: DbOrTx, batch: Batch) => Promise<T>,
  ) {
    assertOperatorStaff(caller);
    const result = await db.transaction(async (tx) => {
      const batch = await lockBatch(tx, id);
      if (!batch) throw notFound('Batch');
      const outcome = await change(tx, batch);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action,
        entityType: 'sentry_batch',
        entityId: id,
        before: { status: batch.status, from: batch.fromDatetime, to: batch.toDatetime, note: batch.note },
        after: outcome.audit,
      });
      return outcome;
    });
    realtime.emit(SENTRY_BATCH_ACTION, { batch_id: id }, null);
    return { ...result, invoice: toInvoice(await read(id)) };
  }

  return {
    changeBatch,

    async list(caller: Caller, query: { search?: string; status?: Status; page: number }) {
      assertOperatorStaff(caller);
      const perPage = sentryBilling.SENTRY_BATCH_PAGE_SIZE;
      const { total, batches } = await listBatches(db, query, {
        limit: perPage,
        offset: (query.page - 1) * perPage,
      });
      return {
        invoices: {
          data: batches.map(toInvoice),
          current_page: query.page,
          per_page: perPage,
          total,
          next_page_url:
            query.page * perPage < total ? nextPageUrl(sentryBilling.listBatches.path, query, false) : null,
        },
      };
    },

    async get(caller: Caller, id: number) {
      assertOperatorStaff(caller);
      return { invoice: toInvoice(await read(id)) };
    },

    statuses() {
      return {
        invoice_statuses: sentryBilling.SENTRY_INVOICE_STATUSES.map((status) => ({
          id: status,
          name: LABELS[status],
          next: [...MANUAL_TRANSITIONS[status]],
        })),
      };
    },

    async logs(caller: Caller, id: number) {
      assertOperatorStaff(caller);
      await read(id);
      const rows = await selectLogs(db, id);
      return {
        logs: rows.map((row) => ({
          id: row.id,
          ride_id: row.rideId,
          code: row.code,
          note: row.note,
          created_at: row.createdAt.toISOString(),
        })),
      };
    },

    async create(caller: Caller, body: { from_datetime: string; to_datetime: string; note?: string | null }) {
      assertOperatorStaff(caller);
      const id = await db.transaction(async (tx) => {
        const batch = await insertBatch(tx, {
          fromDatetime: new Date(body.from_datetime),
          toDatetime: new Date(body.to_datetime),
          note: body.note || null,
          createdBy: caller.adminId,
        });
        await writeAudit(tx, {
          adminId: caller.adminId,
          action: 'sentry.batch_created',
          entityType: 'sentry_batch',
          entityId: batch.id,
          after: { from: batch.fromDatetime, to: batch.toDatetime, note: batch.note },
        });
        return batch.id;
      });
      realtime.emit(SENTRY_BATCH_ACTION, { batch_id: id }, null);
      return { invoice: toInvoice(await read(id)), message: SENTRY_MESSAGES.created };
    },

    /** New dates (only while assembling; rides now outside leave) and the note (any time). */
    update(
      caller: Caller,
      id: number,
      body: { from_datetime: string; to_datetime: string; note?: string | null },
    ) {
      return changeBatch(caller, id, 'sentry.batch_updated', async (tx, batch) => {
        const from = new Date(body.from_datetime);
        const to = new Date(body.to_datetime);
        const datesMoved =
          from.getTime() !== batch.fromDatetime.getTime() || to.getTime() !== batch.toDatetime.getTime();
        const note = body.note === undefined ? batch.note : body.note || null;
        if (datesMoved) assertAssembling(batch);
        const released = datesMoved ? await releaseRides(tx, id, { from, to }) : 0;
        await updateBatchRow(tx, id, {
          fromDatetime: from,
          toDatetime: to,
          note,
          // New dates may bring other rides: the last check no longer speaks for the batch.
          ...(datesMoved ? { status: 'open' as const, checkedAt: null } : {}),
        });
        if (datesMoved) await replaceLogs(tx, id, []);
        return { message: SENTRY_MESSAGES.updated, audit: { from, to, note, released } };
      });
    },

    switchStatus(caller: Caller, id: number, status: Status) {
      return changeBatch(caller, id, 'sentry.batch_status', async (tx, batch) => {
        if (batch.status === status)
          return { message: sentryBilling.statusSwitchedMessage(LABELS[status]), audit: { status } };
        if (!canSwitch(batch.status, status))
          throw conflict(sentryBilling.transitionMessage(LABELS[batch.status], LABELS[status]));
        const billing = rideBillingStatusAfter(batch.status, status);
        if (billing) await setInvoicedRidesBilling(tx, id, billing);
        // A cancelled batch lets go of its rides, so another batch may bill them.
        const released = status === 'cancelled' ? await releaseRides(tx, id) : 0;
        if (status === 'cancelled') await replaceLogs(tx, id, []);
        await updateBatchRow(tx, id, { status, ...(status === 'cancelled' ? { checkedAt: null } : {}) });
        return {
          message: sentryBilling.statusSwitchedMessage(LABELS[status]),
          audit: { status, released, billing },
        };
      });
    },

    assignRides(caller: Caller, id: number) {
      return changeBatch(caller, id, 'sentry.rides_assigned', async (tx, batch) => {
        assertAssembling(batch);
        const assigned = await assignRidesInRange(tx, id, batch.fromDatetime, batch.toDatetime);
        if (assigned > 0) {
          await updateBatchRow(tx, id, { status: 'open', checkedAt: null });
          await replaceLogs(tx, id, []);
        }
        return { message: sentryBilling.ridesAssignedMessage(assigned), audit: { assigned }, assigned };
      });
    },
  };
}

export type SentryBatchService = ReturnType<typeof createSentryBatchService>;
