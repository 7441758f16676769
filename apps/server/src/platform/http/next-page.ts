import { API_BASE, FLEET_API_BASE } from '@fleetdesk/contract';

/**
 * The `next_page_url` of a paged list: the same query one page further, under the caller's prefix.
 * Lists are sent as comma lists; empty values are left out.
 */
export function nextPageUrl(path: string, query: { page: number } & object, isFleet: boolean): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...query, page: query.page + 1 })) {
    if (value === undefined || value === null) continue;
    const text = Array.isArray(value) ? value.join(',') : String(value);
    if (text !== '') params.set(key, text);
  }
  return `${isFleet ? FLEET_API_BASE : API_BASE}${path}?${params}`;
}
