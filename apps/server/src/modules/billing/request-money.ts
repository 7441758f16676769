import type { DbOrTx } from '../../db/client';
import type { transactionRequests } from '../../db/schema';
import { AppError } from '../../platform/errors';
import { postEntry, reverseEntry } from '../ledger/posting';
import { selectBalance } from '../ledger/queries';
import { linesOf } from '../ledger/rules';
import {
  insertPayout,
  isPayoutInAchFile,
  lockPayoutOfRequest,
  selectPostedEntry,
  updatePayout,
} from './queries';
import { payoutRefusal } from './rules';

type StoredRequest = typeof transactionRequests.$inferSelect;

/** Why an approved payout request in an ACH file cannot be declined; a bank return fails it instead. */
export const PAYOUT_IN_ACH_FILE =
  'This payout is in an ACH file sent to the bank: it cannot be declined. A bank return fails it.';

/**
 * Posts an approved request's money: a credit or debit to the driver's available balance; a payout
 * moves the amount to pending and makes its payout (pending at the bank). The journal key names the
 * request and the state it left, so the same approval cannot post twice.
 */
export async function postRequest(
  tx: DbOrTx,
  request: StoredRequest,
  driver: { payoutHold: boolean },
  adminId: number | null,
) {
  const idempotencyKey = `request:${request.id}:post@${request.updatedAt.toISOString()}`;
  if (request.type !== 'payout') {
    await postEntry(tx, {
      kind: request.type,
      driverId: request.driverId,
      description: request.description,
      lines: linesOf(request.type, request.amountCents),
      idempotencyKey,
      createdBy: adminId,
      categoryId: request.categoryId,
      transactionRequestId: request.id,
    });
    return;
  }
  const { availableCents } = await selectBalance(tx, request.driverId);
  const refusal = payoutRefusal(driver, availableCents, request.amountCents);
  if (refusal) throw new AppError('invalid', refusal, { amount: [refusal] });
  const payout = await insertPayout(tx, {
    driverId: request.driverId,
    transactionRequestId: request.id,
    type: request.payoutType ?? 'ach',
    description: request.description,
    reference: request.reference,
    amountCents: request.amountCents,
    paymentMethodId: request.paymentMethodId,
    companyId: request.companyId,
  });
  await postEntry(tx, {
    kind: 'payout',
    driverId: request.driverId,
    description: request.description,
    lines: linesOf('payout', request.amountCents),
    idempotencyKey,
    createdBy: adminId,
    transactionRequestId: request.id,
    payoutId: payout.id,
  });
}

/**
 * Takes back an approved request's money with a reversing entry. A payout can be taken back only
 * while the bank has not paid it; its payout then fails.
 */
export async function reverseRequest(tx: DbOrTx, request: StoredRequest, adminId: number | null) {
  if (request.type === 'payout') {
    const payout = await lockPayoutOfRequest(tx, request.id);
    if (payout?.status === 'succeeded' || payout?.bankStatus === 'succeeded')
      throw new AppError('conflict', 'This payout has been paid: it cannot be declined.');
    // Declining would give the money back while the bank still pays the file: paid twice.
    if (payout && (await isPayoutInAchFile(tx, payout.id)))
      throw new AppError('conflict', PAYOUT_IN_ACH_FILE);
    if (payout) await updatePayout(tx, payout.id, { status: 'failed', note: 'Request declined' });
  }
  const entry = await selectPostedEntry(tx, request.id);
  if (!entry) return;
  await reverseEntry(tx, entry.id, {
    idempotencyKey: `request:${request.id}:reverse@${request.updatedAt.toISOString()}`,
    createdBy: adminId,
    description: `Declined: ${request.description}`,
  });
}
