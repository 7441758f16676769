import type { PlaceSuggestion } from '@fleetdesk/contract';

const words = (text: string) =>
  text
    .toLowerCase()
    .split(/[\s,]+/)
    .filter(Boolean);

/**
 * The embedded search: case-insensitive, every word of the query must appear in the address.
 * Addresses that start with the query rank first, then those where a word starts with the first query
 * word, then any other match; shorter addresses first within a rank (the more specific hit).
 */
export function matchPlaces(
  places: readonly PlaceSuggestion[],
  query: string,
  limit: number,
): PlaceSuggestion[] {
  const needle = query.trim().toLowerCase();
  const queryWords = words(needle);
  const first = queryWords[0];
  if (!first) return [];
  const ranked: { place: PlaceSuggestion; rank: number }[] = [];
  for (const place of places) {
    const haystack = place.address.toLowerCase();
    if (!queryWords.every((w) => haystack.includes(w))) continue;
    const rank = haystack.startsWith(needle) ? 0 : words(haystack).some((w) => w.startsWith(first)) ? 1 : 2;
    ranked.push({ place, rank });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.place.address.length - b.place.address.length);
  return ranked.slice(0, limit).map((r) => r.place);
}
