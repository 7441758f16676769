/**
 * Credit, debit and payout requests (spec 2 §3, §4): their types, statuses and the status changes a
 * reviewer may make. The server enforces the same table; the forms offer only what it allows.
 */
export const TRANSACTION_REQUEST_TYPES = ['credit', 'debit', 'payout'] as const;
export type TransactionRequestType = (typeof TRANSACTION_REQUEST_TYPES)[number];

export const TRANSACTION_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'paid', 'billed'] as const;
export type TransactionRequestStatus = (typeof TRANSACTION_REQUEST_STATUSES)[number];

/** Payout types a request or payout may have; cash is shown with the Zelle label (spec 2 §3). */
export const PAYOUT_TYPES = ['zelle', 'check_pickup', 'check_mail', 'ach', 'cash'] as const;
export type PayoutType = (typeof PAYOUT_TYPES)[number];
/** Payout, bank and QuickBooks statuses (spec 2 §4); succeeded is shown as Done. */
export const PAYOUT_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type PayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** The payout types a payout form offers (spec 2 §9). */
export const PAYOUT_FORM_TYPES = ['zelle', 'check_pickup', 'check_mail', 'ach'] as const;

export const PAYOUT_TYPE_LABELS: Readonly<Record<PayoutType, string>> = {
  zelle: 'Zelle',
  cash: 'Zelle',
  check_pickup: 'Check pickup',
  check_mail: 'Check mail',
  ach: 'ACH',
};

/**
 * Status changes a reviewer may make (spec 2 §4). Paid and billed are set by the product (a payout
 * paid by the bank, a credit billed to its company), never chosen, and nothing leaves them.
 */
export const REQUEST_STATUS_CHANGES: Readonly<
  Record<TransactionRequestStatus, readonly TransactionRequestStatus[]>
> = {
  pending: ['approved', 'declined'],
  approved: ['declined'],
  declined: ['pending', 'approved'],
  paid: [],
  billed: [],
};

export const canChangeRequestStatus = (
  from: TransactionRequestStatus,
  to: TransactionRequestStatus,
): boolean => REQUEST_STATUS_CHANGES[from].includes(to);

/** Category, company, description and payout type may change only while the request is pending. */
export const requestFieldsEditable = (status: TransactionRequestStatus): boolean => status === 'pending';

/** The money a request moves is in the ledger exactly while it is approved (or paid, billed). */
export const requestIsPosted = (status: TransactionRequestStatus): boolean =>
  status === 'approved' || status === 'paid' || status === 'billed';

/** The spec's confirm text of a payout (spec 2 §5). */
export const payoutConfirmText = (amount: string): string =>
  `Are you sure you want to create a payout of ${amount} for this driver?`;
