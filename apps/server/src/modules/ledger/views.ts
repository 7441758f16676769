import type { DriverTransaction } from '@fleetdesk/contract';
import { centsToDollars } from '@fleetdesk/contract';
import type { DriverEntryRow } from './queries';

const KIND_NAMES: Readonly<Record<DriverTransaction['category'], string>> = {
  credit: 'Credit',
  debit: 'Debit',
  payout: 'Payout',
  boost: 'Boost',
  fee: 'Fee',
  reversal: 'Reversal',
};

/** A reversed entry failed; a payout is pending until the bank pays it. */
function statusOf(row: DriverEntryRow): DriverTransaction['status'] {
  if (row.reversed) return 'failed';
  if (row.kind === 'payout' && !row.paid) return 'pending';
  return 'succeeded';
}

function referenceOf(row: DriverEntryRow): string | null {
  if (row.payoutNumber) return row.payoutNumber;
  return row.transactionRequestId === null ? null : `request ${row.transactionRequestId}`;
}

export function toDriverTransaction(row: DriverEntryRow): DriverTransaction {
  const category = row.kind as DriverTransaction['category'];
  return {
    id: row.id,
    amount: centsToDollars(row.amountCents),
    description: row.description,
    transaction_date: row.createdAt.toISOString(),
    category,
    category_name: row.categoryName ?? KIND_NAMES[category],
    status: statusOf(row),
    balance: centsToDollars(row.balanceAfterCents ?? 0),
    reference_id: referenceOf(row),
  };
}

export const balanceView = (balance: { availableCents: number; pendingCents: number }) => ({
  available: centsToDollars(balance.availableCents),
  pending: centsToDollars(balance.pendingCents),
});
