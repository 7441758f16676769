import type { DbOrTx } from '../../db/client';
import { postEntry, reverseEntry } from '../ledger/posting';
import { linesOf } from '../ledger/rules';
import {
  lockPayout,
  type StoredPayout,
  selectPayoutMove,
  setRequestStatus,
  updatePayoutRow,
} from './queries';

/** What the bank (or the desk, for a check) reports about a payout. */
export type SettlementOutcome = 'succeeded' | 'failed';

export interface Settlement {
  /** False when the payout had been settled before (or does not exist): nothing was written now. */
  settled: boolean;
  /** The payout as it stands after the call; undefined when there is no such payout. */
  payout: StoredPayout | undefined;
}

/**
 * Settles one payout inside the caller's transaction, under its row lock (docs/decisions.md 99, 102).
 * Succeeded: the bank paid, so the amount leaves the driver's pending balance for the operator's bank
 * (`payout_paid`), the payout and its bank status become succeeded and its request paid. Failed: the
 * move to pending is reversed, so the amount is available to the driver again, and the payout fails.
 * A payout is settled once: a settled payout is left as it is, and the journal keys name the payout,
 * so even a second transaction racing past the lock could not post twice.
 */
export async function settlePayout(
  tx: DbOrTx,
  payoutId: number,
  outcome: SettlementOutcome,
  by: { adminId: number | null },
): Promise<Settlement> {
  const payout = await lockPayout(tx, payoutId);
  if (payout?.status !== 'pending') return { settled: false, payout };
  if (outcome === 'succeeded')
    await postEntry(tx, {
      kind: 'payout_paid',
      driverId: payout.driverId,
      description: `Payout ${payout.payoutNumber} paid`,
      lines: linesOf('payout_paid', payout.amountCents),
      idempotencyKey: `payout:${payout.id}:paid`,
      createdBy: by.adminId,
      transactionRequestId: payout.transactionRequestId,
      payoutId: payout.id,
    });
  else {
    const move = await selectPayoutMove(tx, payout.id);
    if (move)
      await reverseEntry(tx, move.id, {
        idempotencyKey: `payout:${payout.id}:failed`,
        createdBy: by.adminId,
        description: `Payout ${payout.payoutNumber} failed`,
      });
  }
  await updatePayoutRow(tx, payout.id, { status: outcome, bankStatus: outcome });
  if (payout.transactionRequestId)
    await setRequestStatus(tx, payout.transactionRequestId, outcome === 'succeeded' ? 'paid' : 'declined');
  return { settled: true, payout: await lockPayout(tx, payout.id) };
}
