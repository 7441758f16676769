import type { DriverTransaction } from '@fleetdesk/contract';

/** Spec 2 §4: the Payout button shows only without a payout hold and with more than a cent available. */
export const PAYOUT_MIN_AVAILABLE = 0.01;
export const showsPayoutButton = (payoutHold: 0 | 1 | null, available: number): boolean =>
  payoutHold === 0 && available > PAYOUT_MIN_AVAILABLE;

/** Failed transactions are struck through (spec 2 §4). */
export const isStruckThrough = (transaction: Pick<DriverTransaction, 'status'>): boolean =>
  transaction.status === 'failed';

export const TRANSACTION_STATUS_LABELS: Readonly<Record<DriverTransaction['status'], string>> = {
  succeeded: 'Succeeded',
  pending: 'Pending',
  failed: 'Failed',
};
