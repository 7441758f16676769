import type { PayoutRequestUpdateBody, RequestUpdateBody } from '@fleetdesk/contract';
import type { DbOrTx } from '../../db/client';
import type { transactionRequests } from '../../db/schema';
import { writeAudit } from '../../platform/audit';
import type { Caller } from '../../platform/auth/context';
import { AppError, invalidField, notFound } from '../../platform/errors';
import { runIdempotent } from '../../platform/idempotency';
import type { ModuleDeps } from '../../platform/module';
import {
  lockRequest,
  selectCategory,
  selectCompany,
  selectDriverPaymentMethod,
  updateRequest,
} from './queries';
import { postRequest, reverseRequest } from './request-money';
import { FIELDS_LOCKED, statusChangeEffect, statusChangeRefusal, updatedMessage } from './rules';
import { reachableDriver, type WriteRequest } from './service';

type StoredRequest = typeof transactionRequests.$inferSelect;
type Changes = Partial<
  Pick<
    StoredRequest,
    'categoryId' | 'companyId' | 'description' | 'payoutType' | 'paymentMethodId' | 'reference'
  >
>;

export const STALE_REQUEST = 'This request was changed by someone else. Reload it and try again.';

/** The fields the body really changes (a value equal to the stored one is no change). */
function changedFields(stored: StoredRequest, wanted: Changes): Changes {
  return Object.fromEntries(
    Object.entries(wanted).filter(
      ([name, value]) => value !== undefined && stored[name as keyof Changes] !== value,
    ),
  ) as Changes;
}

/**
 * Checks changed fields against stored data: a category of the request's type, a company, a bank
 * account. The account is checked when it or the payout type changes, or the request is approved (the
 * payout is made to it): declining needs no account, so one deleted meanwhile does not block it.
 */
async function checkChanges(tx: DbOrTx, stored: StoredRequest, changes: Changes, status: string) {
  if (changes.categoryId !== undefined && changes.categoryId !== null) {
    const category = await selectCategory(tx, changes.categoryId);
    if (!category || category.type !== stored.type) throw invalidField('category_id', 'Required');
  }
  // A company may change but not go: a debit needs one, and a credit made without one took its ride's.
  if (changes.companyId === null || (changes.companyId && !(await selectCompany(tx, changes.companyId))))
    throw invalidField('company_id', 'No company selected');
  const type = changes.payoutType ?? stored.payoutType;
  const paymentId = changes.paymentMethodId === undefined ? stored.paymentMethodId : changes.paymentMethodId;
  const paidTo =
    changes.paymentMethodId !== undefined || changes.payoutType !== undefined || status === 'approved';
  if (
    stored.type === 'payout' &&
    type === 'ach' &&
    paidTo &&
    (!paymentId || !(await selectDriverPaymentMethod(tx, stored.driverId, paymentId)))
  )
    throw invalidField('payment_id', 'Required');
}

export function createReviewService({ db }: Pick<ModuleDeps, 'db'>) {
  /**
   * A reviewer's change of a request, under its row lock: fields only while pending; a status change
   * along spec 2 §4's table, posting the money when it becomes approved and reversing it when an
   * approved one is declined. A change based on an older copy (`updated_at`) is refused.
   */
  async function review(
    caller: Caller,
    id: number,
    kind: 'credit_or_debit' | 'payout',
    body: RequestUpdateBody | PayoutRequestUpdateBody,
    request: WriteRequest,
  ) {
    const route = `billing.review ${id}`;
    const call = { adminId: caller.adminId, key: request.idempotencyKey, route, body };
    const type = await runIdempotent(db, call, async (tx) => {
      const stored = await lockRequest(tx, id);
      if (!stored || (stored.type === 'payout') !== (kind === 'payout'))
        throw notFound('Transaction request');
      const driver = await reachableDriver(tx, caller, stored.driverId);
      if (body.updated_at && new Date(body.updated_at).getTime() !== stored.updatedAt.getTime())
        throw new AppError('conflict', STALE_REQUEST);

      const changes = changedFields(stored, wantedChanges(kind, body));
      if (Object.keys(changes).length > 0 && stored.status !== 'pending')
        throw new AppError('invalid', FIELDS_LOCKED);
      const status = body.status ?? stored.status;
      await checkChanges(tx, stored, changes, status);

      const refusal = statusChangeRefusal(stored.status, status);
      if (refusal) throw invalidField('status', refusal);
      const effect = statusChangeEffect(stored.status, status);
      // The money moves with the request as it will read after this change.
      if (effect === 'post') await postRequest(tx, { ...stored, ...changes }, driver, caller.adminId);
      if (effect === 'reverse') await reverseRequest(tx, stored, caller.adminId);

      const statusChanged = status !== stored.status;
      await updateRequest(tx, id, {
        ...changes,
        status,
        ...(statusChanged ? { reviewedBy: caller.adminId } : {}),
      });
      await writeAudit(tx, {
        adminId: caller.adminId,
        action: 'transaction_request.update',
        entityType: 'transaction_request',
        entityId: id,
        before: { status: stored.status, ...pick(stored, Object.keys(changes)) },
        after: { status, ...changes },
        ip: request.ip,
      });
      return stored.type;
    });
    return { type, message: updatedMessage(type) };
  }

  return { review };
}

function wantedChanges(
  kind: 'credit_or_debit' | 'payout',
  body: RequestUpdateBody | PayoutRequestUpdateBody,
): Changes {
  if (kind === 'payout') {
    const payout = body as PayoutRequestUpdateBody;
    return {
      description: payout.description,
      payoutType: payout.payout_type,
      // A payout other than ach is paid to no bank account.
      paymentMethodId:
        payout.payout_type && payout.payout_type !== 'ach' ? null : (payout.payment_id ?? undefined),
      reference: payout.reference,
    };
  }
  const request = body as RequestUpdateBody;
  return { categoryId: request.category_id, companyId: request.company_id, description: request.description };
}

const pick = (stored: StoredRequest, names: string[]) =>
  Object.fromEntries(names.map((name) => [name, stored[name as keyof StoredRequest]]));
