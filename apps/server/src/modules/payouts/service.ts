import { centsToDollars, type payouts } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import type { CompanyReach } from '../../platform/auth/reach';
import { AppError, forbidden, invalidField, notFound } from '../../platform/errors';
import { nextPageUrl } from '../../platform/http/next-page';
import { runIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../../platform/module';
import {
  lockPayout,
  type PayoutRow,
  payoutsWhere,
  type StoredPayout,
  selectAllPayouts,
  selectPayout,
  selectPayoutsPage,
  selectPayoutsTotal,
  updatePayoutRow,
} from './queries';
import { bankStatusRefusal, PAYOUT_UPDATED, STALE_PAYOUT } from './rules';
import { settlePayout } from './settlement';
import { toPayout } from './views';

/** Payouts are the operator's money, like the requests they come from: a facility user has none. */
function assertOperatorStaff(reach: Pick<CompanyReach, 'companyIds'>) {
  if (reach.companyIds !== null) throw forbidden();
}

/**
 * Every payout matching the list's filters, newest first, for exports (`POST /payouts/export-with-filter`).
 * Refuses (403) a caller who is not operator staff, as the list does. `now` fixes the time window.
 */
export async function findPayoutsForExport(
  db: DbOrTx,
  reach: Pick<CompanyReach, 'companyIds'>,
  filters: payouts.PayoutFilters,
  now: Date = new Date(),
): Promise<PayoutRow[]> {
  assertOperatorStaff(reach);
  return selectAllPayouts(db, payoutsWhere(filters, now));
}

type Changes = Partial<
  Pick<StoredPayout, 'quickbooksStatus' | 'quickbooksId' | 'note' | 'reference' | 'description'>
>;

/** The fields the body really changes (a value equal to the stored one is no change). */
function changedFields(stored: StoredPayout, body: payouts.PayoutUpdateBody): Changes {
  const wanted: Changes = {
    quickbooksStatus: body.quickbooks_status,
    quickbooksId: body.quickbooks_id === '' ? null : body.quickbooks_id,
    note: body.note === '' ? null : body.note,
    reference: body.reference === '' ? null : body.reference,
    description: body.description,
  };
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([name, value]) => value !== undefined && stored[name as keyof Changes] !== value,
    ),
  ) as Changes;
}

export function createPayoutsService({ db }: Pick<ModuleDeps, 'db'>) {
  const view = async (id: number) => {
    const row = await selectPayout(db, id);
    if (!row) throw notFound('Payout');
    return toPayout(row);
  };

  async function list(caller: Caller, query: payouts.PayoutsQuery) {
    assertOperatorStaff(caller);
    const where = payoutsWhere(query, new Date());
    const offset = (query.page - 1) * query.per_page;
    const [rows, total] = await Promise.all([
      selectPayoutsPage(db, where, { limit: query.per_page, offset }),
      selectPayoutsTotal(db, where),
    ]);
    const hasNext = rows.length > query.per_page;
    return {
      payouts: {
        data: rows.slice(0, query.per_page).map(toPayout),
        current_page: query.page,
        per_page: query.per_page,
        next_page_url: hasNext ? nextPageUrl('/payouts', query, caller.isFleet) : null,
      },
      hasNextPage: hasNext,
      total: { count: total.count, amount: centsToDollars(total.cents) },
    };
  }

  async function get(caller: Caller, id: number) {
    assertOperatorStaff(caller);
    return { payout: await view(id) };
  }

  /**
   * Edit payout (spec 2 §4), under the payout's row lock: a check's bank status set to succeeded or
   * failed settles its money (settlement.ts); the other fields are plain edits. A save based on an
   * older copy (`updated_at`) is refused.
   */
  async function update(
    caller: Caller,
    id: number,
    body: payouts.PayoutUpdateBody,
    request: { ip: string; idempotencyKey: string | undefined },
  ) {
    assertOperatorStaff(caller);
    const call = {
      adminId: caller.adminId,
      key: request.idempotencyKey,
      route: `payouts.update ${id}`,
      body,
    };
    await runIdempotent(db, call, async (tx) => {
      const stored = await lockPayout(tx, id);
      if (!stored) throw notFound('Payout');
      if (body.updated_at && new Date(body.updated_at).getTime() !== stored.updatedAt.getTime())
        throw new AppError('conflict', STALE_PAYOUT);
      const bankStatus = body.bank_status ?? stored.bankStatus;
      const refusal = bankStatusRefusal(stored.type, stored.bankStatus, bankStatus);
      if (refusal) throw invalidField('bank_status', refusal);
      const changes = changedFields(stored, body);
      if (bankStatus !== 'pending' && bankStatus !== stored.bankStatus)
        await settlePayout(tx, id, bankStatus, { adminId: caller.adminId });
      if (Object.keys(changes).length > 0) await updatePayoutRow(tx, id, changes);
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'payout.update',
        entityType: 'payout',
        entityId: id,
        before: { bank_status: stored.bankStatus, ...pick(stored, Object.keys(changes)) },
        after: { bank_status: bankStatus, ...changes },
        ip: request.ip,
      });
      return id;
    });
    return { payout: await view(id), message: PAYOUT_UPDATED };
  }

  return { list, get, update };
}

const pick = (stored: StoredPayout, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, stored[name as keyof StoredPayout]]));
