import { type WebhookAttempt, webhooks } from '@fleetdesk/contract';
import { searchProblem as listSearchProblem } from '../../ui/listSearch';
import type { WebhooksQuery } from './api';

/** The filters as typed, before APPLY: every field a string, empty for "any". */
export interface WebhookFilters {
  search: string;
  startDate: string;
  endDate: string;
  vendorId: string;
  type: (typeof webhooks.WEBHOOK_TYPE_FILTERS)[number];
}

export const EMPTY_FILTERS: WebhookFilters = {
  search: '',
  startDate: '',
  endDate: '',
  vendorId: '',
  type: 'all',
};

/** The dates' problem that keeps APPLY from sending them, if any (shown under the end date). */
export function filtersProblem(filters: WebhookFilters): string | null {
  if (filters.startDate && filters.endDate && filters.startDate > filters.endDate)
    return webhooks.WEBHOOKS_MESSAGES.dateOrder;
  return null;
}

/** The search's problem, in the contract's words (shown under the search; APPLY waits for it too). */
export const searchProblem = (filters: WebhookFilters): string | null =>
  listSearchProblem(webhooks.listWebhooks, filters.search);

/** GET /webhooks's query of applied filters and a page (the table counts pages from 0, the API from 1). */
export function webhooksQueryOf(filters: WebhookFilters, page: number, perPage: number): WebhooksQuery {
  const search = filters.search.trim();
  return {
    page: page + 1,
    per_page: perPage,
    type: filters.type,
    ...(search ? { search } : {}),
    ...(filters.startDate ? { start_date: filters.startDate } : {}),
    ...(filters.endDate ? { end_date: filters.endDate } : {}),
    ...(filters.vendorId ? { vendor_id: Number(filters.vendorId) } : {}),
  };
}

export const ATTEMPT_TABS = [
  ['all', 'All'],
  ['succeeded', 'Succeeded'],
  ['failed', 'Failed'],
] as const;
export type AttemptTab = (typeof ATTEMPT_TABS)[number][0];

/** The attempts a tab of the event page lists: all, or those of one outcome (newest first). */
export function attemptsOfTab(attempts: readonly WebhookAttempt[], tab: AttemptTab): WebhookAttempt[] {
  const shown = tab === 'all' ? attempts : attempts.filter((attempt) => attempt.status === tab);
  return [...shown].reverse();
}

/** A value as readable JSON (text stays text); empty for nothing. */
export function prettyJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** A value on one short line for a table cell: compact JSON, cut with an ellipsis. */
export function jsonPreview(value: unknown, max = 80): string {
  const text =
    value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The first lines of a long text, and whether there is more to see. */
export function firstLines(text: string, count: number): { shown: string; hasMore: boolean } {
  const lines = text.split('\n');
  return { shown: lines.slice(0, count).join('\n'), hasMore: lines.length > count };
}
