import {
  PAYOUT_TYPE_LABELS,
  PAYOUTS_PAGE_SIZE,
  type PayoutPeriod,
  type PayoutStatus,
  type PayoutType,
} from '@fleetdesk/contract';

/** A status select's choice: one status, or every one. */
export type StatusChoice = PayoutStatus | 'all';

/** The payouts list's filters as the page keeps them (spec 2 §2): persisted on this browser. */
export interface PayoutFiltersState {
  search: string;
  period: PayoutPeriod;
  /** The custom period's New York days, YYYY-MM-DD ('' until chosen). */
  from: string;
  to: string;
  types: PayoutType[];
  payoutStatus: StatusChoice;
  bankStatus: StatusChoice;
  quickbooksStatus: StatusChoice;
  companyIds: number[];
  perPage: number;
}

/** Spec 2 §2 and §9: today, pending payouts not yet in QuickBooks, 10 a page. */
export const DEFAULT_PAYOUT_FILTERS: PayoutFiltersState = {
  search: '',
  period: 'today',
  from: '',
  to: '',
  types: [],
  payoutStatus: 'pending',
  bankStatus: 'all',
  quickbooksStatus: 'pending',
  companyIds: [],
  perPage: PAYOUTS_PAGE_SIZE,
};

export const PERIOD_OPTIONS: readonly { value: PayoutPeriod; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'this_week', label: 'This week' },
  { value: 'previous_week', label: 'Previous week' },
  { value: 'custom', label: 'Custom' },
];

/** Spec 2 §4: statuses read pending, Done, failed. */
export const PAYOUT_STATUS_LABELS: Readonly<Record<PayoutStatus, string>> = {
  pending: 'pending',
  succeeded: 'Done',
  failed: 'failed',
};

export const STATUS_OPTIONS: readonly { value: StatusChoice; label: string }[] = [
  { value: 'all', label: 'All' },
  ...(Object.entries(PAYOUT_STATUS_LABELS) as [PayoutStatus, string][]).map(([value, label]) => ({
    value,
    label,
  })),
];

/** The type choices: cash reads Zelle (spec 2 §3), so it is not offered twice. */
export const TYPE_OPTIONS: readonly { value: PayoutType; label: string }[] = (
  ['ach', 'zelle', 'check_pickup', 'check_mail'] as const
).map((type) => ({ value: type, label: PAYOUT_TYPE_LABELS[type] }));

const isDay = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(text));

/** Spec 2 §4: the list is not asked for while the custom period's dates are missing or invalid. */
export const isSearchable = (filters: PayoutFiltersState): boolean =>
  filters.period !== 'custom' || (isDay(filters.from) && isDay(filters.to) && filters.from <= filters.to);

const statusOf = (choice: StatusChoice) => (choice === 'all' ? undefined : choice);
const listOf = (values: readonly (string | number)[]) => (values.length ? values.join(',') : undefined);

/**
 * The filters as the API takes them (`payoutFilters` of the contract): the list's query, and the body
 * of the export with the same filters. Cash goes with Zelle, since the two read the same.
 */
export function payoutFiltersQuery(filters: PayoutFiltersState) {
  const types = filters.types.includes('zelle') ? [...filters.types, 'cash' as const] : filters.types;
  return {
    search: filters.search.trim().toLowerCase() || undefined,
    time_range: filters.period,
    from: filters.period === 'custom' ? filters.from : undefined,
    to: filters.period === 'custom' ? filters.to : undefined,
    types: listOf(types),
    payout_status: statusOf(filters.payoutStatus),
    bank_status: statusOf(filters.bankStatus),
    quickbooks_status: statusOf(filters.quickbooksStatus),
    company_ids: listOf(filters.companyIds),
  };
}

/** GET /payouts for one page (pages count from 0 on screen, from 1 in the API). */
export const payoutsQueryOf = (filters: PayoutFiltersState, page: number) => ({
  ...payoutFiltersQuery(filters),
  page: page + 1,
  per_page: filters.perPage,
});

/** The select-all box: every row of the page selected, or none when they all were. */
export function toggleAll(selected: ReadonlySet<number>, pageIds: readonly number[]): Set<number> {
  const allSelected = pageIds.length > 0 && pageIds.every((id) => selected.has(id));
  const next = new Set(selected);
  for (const id of pageIds) {
    if (allSelected) next.delete(id);
    else next.add(id);
  }
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (!next.delete(id)) next.add(id);
  return next;
}
