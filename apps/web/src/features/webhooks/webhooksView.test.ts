import type { WebhookAttempt } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  attemptsOfTab,
  EMPTY_FILTERS,
  filtersProblem,
  firstLines,
  jsonPreview,
  webhooksQueryOf,
} from './webhooksView';

const attempt = (id: number, status: WebhookAttempt['status']): WebhookAttempt => ({
  id,
  status,
  url: 'https://broker.example/ride-events',
  created_at: `2026-11-2${id}T10:00:00Z`,
  trace: null,
  response_status_code: status === 'succeeded' ? 200 : 503,
  response_time: 12,
  exception: null,
});

describe('webhooksQueryOf', () => {
  it('sends only the filters given, trimmed, with pages from 1', () => {
    expect(webhooksQueryOf(EMPTY_FILTERS, 0, 10)).toEqual({ page: 1, per_page: 10, type: 'all' });
    const filters = {
      search: '  trip 7 ',
      startDate: '2026-11-01',
      endDate: '2026-11-02',
      vendorId: '11',
      type: 'inbound' as const,
    };
    expect(webhooksQueryOf(filters, 2, 25)).toEqual({
      page: 3,
      per_page: 25,
      type: 'inbound',
      search: 'trip 7',
      start_date: '2026-11-01',
      end_date: '2026-11-02',
      vendor_id: 11,
    });
  });

  it('refuses an end before the start', () => {
    expect(filtersProblem({ ...EMPTY_FILTERS, startDate: '2026-11-02', endDate: '2026-11-01' })).toBe(
      'The end date must not be before the start date',
    );
    expect(filtersProblem({ ...EMPTY_FILTERS, startDate: '2026-11-02' })).toBeNull();
  });
});

describe('the event page', () => {
  it('lists a tab’s attempts newest first', () => {
    const attempts = [attempt(1, 'failed'), attempt(2, 'failed'), attempt(3, 'succeeded')];
    expect(attemptsOfTab(attempts, 'all').map((a) => a.id)).toEqual([3, 2, 1]);
    expect(attemptsOfTab(attempts, 'failed').map((a) => a.id)).toEqual([2, 1]);
    expect(attemptsOfTab(attempts, 'succeeded').map((a) => a.id)).toEqual([3]);
  });

  it('cuts long values for the table and the data preview', () => {
    expect(jsonPreview({ a: 'x'.repeat(100) }, 20)).toBe('{"a":"xxxxxxxxxxxxx…');
    expect(jsonPreview(null)).toBe('');
    expect(firstLines('1\n2\n3', 2)).toEqual({ shown: '1\n2', hasMore: true });
    expect(firstLines('1\n2', 2)).toEqual({ shown: '1\n2', hasMore: false });
  });
});
