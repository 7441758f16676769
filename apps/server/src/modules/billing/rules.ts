import {
  canChangeRequestStatus,
  formatUsd,
  requestIsPosted,
  type TransactionRequestStatus,
  type TransactionRequestType,
} from '@fleetdesk/contract';

/** What a status change does to the ledger: post the request's money, reverse it, or nothing. */
export function statusChangeEffect(
  from: TransactionRequestStatus,
  to: TransactionRequestStatus,
): 'post' | 'reverse' | 'none' {
  if (!requestIsPosted(from) && requestIsPosted(to)) return 'post';
  if (requestIsPosted(from) && !requestIsPosted(to)) return 'reverse';
  return 'none';
}

/** Why a reviewer may not move a request from one status to another (spec 2 §4), or null. */
export function statusChangeRefusal(
  from: TransactionRequestStatus,
  to: TransactionRequestStatus,
): string | null {
  if (from === to || canChangeRequestStatus(from, to)) return null;
  return `A ${from} request cannot become ${to}.`;
}

export const FIELDS_LOCKED = 'Only a pending request can be changed.';

/** Why a payout of `amountCents` may not be made now, or null. */
export function payoutRefusal(driver: { payoutHold: boolean }, availableCents: number, amountCents: number) {
  if (driver.payoutHold) return 'Payouts are on hold for this driver.';
  if (amountCents > availableCents)
    return `The amount is more than the available balance of ${formatUsd(availableCents / 100)}.`;
  return null;
}

/** Spec 2 §8's success texts. */
export function createdMessage(type: TransactionRequestType, quick: boolean): string {
  if (type === 'credit')
    return quick ? 'Quick credit created successfully!' : 'Credit request created successfully!';
  if (type === 'debit')
    return quick ? 'Great! You have created quick debit' : 'Great! You have made request for debit';
  return quick ? 'Quick payout created successfully!' : 'Payout request created successfully!';
}

export const updatedMessage = (type: TransactionRequestType) => `Great! You have update ${type}!`;

export const CREDIT_EXISTS = 'Credit for this ride already exists!';
export const NO_BANKING = 'No banking information. Please indicate it!';
