import { newYorkMidnight } from '@fleetdesk/contract';
import type { AttemptFilters } from '../../apps/server/src/modules/webhooks/queries';

/** A request to GET /webhooks as the Webhooks page sends it, and the same filters as the service reads them. */
export interface WebhooksScenario {
  name: string;
  query: Record<string, string>;
  filters: Omit<AttemptFilters, 'limit' | 'offset'>;
  page?: number;
}

/**
 * What an operator does with the log: open it, page back, narrow it to a broker and a day or a direction,
 * and search it for a trip, a rider, an address word, or something it does not hold. Search words are
 * the generator's (database.ts): a trip's reference id matches one exchange, a rider some tens, an
 * address word most of them.
 */
export function webhooksScenarios(vendorId: number, day: string): WebhooksScenario[] {
  return [
    { name: 'first page', query: {}, filters: {} },
    { name: 'page 50', query: { page: '50' }, filters: {}, page: 50 },
    { name: 'inbound only', query: { type: 'inbound' }, filters: { direction: 'inbound' } },
    {
      name: 'one broker, one day',
      query: { vendor_id: String(vendorId), start_date: day, end_date: day },
      filters: { vendorId, from: newYorkMidnight(day), until: newYorkMidnight(day, 1) },
    },
    {
      name: 'search a trip id',
      query: { search: 'SENTRY-00123456' },
      filters: { search: 'SENTRY-00123456' },
    },
    { name: 'search a rider', query: { search: 'Rider 42424' }, filters: { search: 'Rider 42424' } },
    { name: 'search an address word', query: { search: 'atlantic' }, filters: { search: 'atlantic' } },
    { name: 'search with no match', query: { search: 'zqxwv' }, filters: { search: 'zqxwv' } },
  ];
}

export const pathOf = (s: WebhooksScenario) => `/api/v1/webhooks?${new URLSearchParams(s.query).toString()}`;
