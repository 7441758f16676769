import { useState } from 'react';
import type { z } from 'zod';
import { fieldProblem } from './fieldProblem';

/** A list endpoint of the contract: its query has the `search` the box is checked by. */
export interface SearchingList {
  query?: z.ZodType;
}

/**
 * Why a list's search box text cannot be sent, in the words of that list's own contract rule (the
 * query's `search`, e.g. 'Max characters count is 100!'), or null when it can. Shown under the box.
 */
export const searchProblem = (list: SearchingList, text: string): string | null =>
  fieldProblem(list.query, 'search', text);

/**
 * A search-as-you-type box checked by its list's rule: `problem` goes under the box, and `search` is
 * what the list may ask with, the text as typed while the rule takes it, else the last text it took,
 * so an over-long text never reaches the server (which would only answer a bare error).
 */
export function useListSearch(list: SearchingList, text: string) {
  const problem = searchProblem(list, text);
  const [accepted, setAccepted] = useState(text);
  // Kept from render to render (React's "adjusting state on a prop change"): no effect, no extra ask.
  if (problem === null && accepted !== text) setAccepted(text);
  return { problem, search: problem === null ? text : accepted };
}
