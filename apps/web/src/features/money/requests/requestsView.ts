import {
  PAYOUT_TYPE_LABELS,
  type PayoutType,
  type TRANSACTION_REQUEST_SORT_FIELDS,
  TRANSACTION_REQUESTS_PAGE_SIZE,
  type TransactionRequestStatus,
  type TransactionRequestType,
} from '@fleetdesk/contract';

export type RequestSortField = (typeof TRANSACTION_REQUEST_SORT_FIELDS)[number];

/** What one request table shows (spec 2 §2): its filters, sort and page. */
export interface RequestsView {
  statuses: TransactionRequestStatus[];
  categoryIds: number[];
  payoutTypes: PayoutType[];
  sort: { by: RequestSortField; type: 'asc' | 'desc' };
  page: number;
  perPage: number;
}

export const INITIAL_REQUESTS_VIEW: RequestsView = {
  statuses: [],
  categoryIds: [],
  payoutTypes: [],
  sort: { by: 'id', type: 'desc' },
  page: 0,
  perPage: TRANSACTION_REQUESTS_PAGE_SIZE,
};

/** The tabs, in the spec's order, and the route of each. */
export const REQUEST_TABS: readonly { type: TransactionRequestType; label: string; path: string }[] = [
  { type: 'credit', label: 'Credits', path: '/transaction/credits' },
  { type: 'debit', label: 'Debits', path: '/transaction/debits' },
  { type: 'payout', label: 'Payouts', path: '/transaction/payouts' },
];

/** Which filters a tab has (spec 2 §2): credits status and category, debits status, payouts status and type. */
export const filtersOf = (type: TransactionRequestType) => ({
  category: type === 'credit',
  payoutType: type === 'payout',
});

/** GET /billing/transaction-requests for a tab's view; filters only where the tab has them. */
export function requestsQueryOf(type: TransactionRequestType, view: RequestsView) {
  const shown = filtersOf(type);
  return {
    type,
    statuses: view.statuses.length ? view.statuses.join(',') : undefined,
    category_ids: shown.category && view.categoryIds.length ? view.categoryIds.join(',') : undefined,
    payout_types: shown.payoutType && view.payoutTypes.length ? view.payoutTypes.join(',') : undefined,
    sort_by: view.sort.by,
    sort_by_type: view.sort.type,
    page: view.page + 1,
    per_page: view.perPage,
  };
}

/** A header click: the same column turns the order round, another starts descending. */
export const sortRequestsBy = (view: RequestsView, by: RequestSortField): RequestsView => ({
  ...view,
  page: 0,
  sort: { by, type: view.sort.by === by && view.sort.type === 'desc' ? 'asc' : 'desc' },
});

export const payoutTypeLabel = (type: PayoutType | null) => (type ? PAYOUT_TYPE_LABELS[type] : '');

export const STATUS_COLORS: Readonly<
  Record<TransactionRequestStatus, 'default' | 'success' | 'error' | 'warning' | 'info'>
> = {
  pending: 'warning',
  approved: 'success',
  declined: 'error',
  paid: 'info',
  billed: 'default',
};
