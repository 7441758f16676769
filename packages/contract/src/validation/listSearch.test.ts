import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from '../endpoints';
import { maxCharactersMessage } from '../messages';
import { listSearch } from './common';

// Every list's search box is checked by its endpoint's own `search` rule, and the web shows that
// rule's message under the box: it must be the spec's words (spec 2 §5), never zod's own.
const searching = Object.entries(ENDPOINTS).filter(([, endpoint]) => {
  const query = endpoint.query;
  if (!query) return false;
  const issues = query.safeParse({ search: 'x'.repeat(10_000) }).error?.issues ?? [];
  return issues.some((issue) => issue.path[0] === 'search');
});

describe('list searches', () => {
  it('finds the lists that search', () => {
    expect(searching.map(([name]) => name)).toEqual(
      expect.arrayContaining(['drivers.list', 'standingOrders.list', 'webhooks.list', 'cars.list']),
    );
  });

  it.each(searching)('%s refuses an over-long search with the spec message', (_name, endpoint) => {
    const issues = endpoint.query?.safeParse({ search: 'x'.repeat(10_000) }).error?.issues ?? [];
    const search = issues.filter((issue) => issue.path[0] === 'search').map((issue) => issue.message);
    expect(search).toHaveLength(1);
    expect(search[0]).toMatch(/^Max characters count is \d+!$/);
  });

  it('counts the trimmed text', () => {
    expect(listSearch(5).safeParse('  abcde  ').data).toBe('abcde');
    expect(listSearch(5).safeParse('abcdef').error?.issues[0]?.message).toBe(maxCharactersMessage(5));
  });
});
