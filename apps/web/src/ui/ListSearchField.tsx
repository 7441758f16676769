import { useEffect, useState } from 'react';
import { useDebounced } from '../features/rides/dialogs/shared/useDebounced';
import { type SearchingList, useListSearch } from './listSearch';
import { SearchField } from './SearchField';

interface ListSearchFieldProps {
  /** The list endpoint whose `search` rule the box is checked by. */
  list: SearchingList;
  /** The search the list asks with now: the box starts from it. */
  applied: string;
  /** Keep it stable (useCallback): it is called once the typing pauses on a text the rule takes. */
  onSearch: (search: string) => void;
  delayMs: number;
  placeholder: string;
  width?: number;
}

/**
 * A list's search box typed into freely: what its rule refuses is said under it and never sent, and the
 * list asks once the typing pauses, not on every key.
 */
export function ListSearchField({
  list,
  applied,
  onSearch,
  delayMs,
  placeholder,
  width,
}: ListSearchFieldProps) {
  const [text, setText] = useState(applied);
  const typed = useListSearch(list, text);
  const settled = useDebounced(typed.search, delayMs);
  useEffect(() => {
    if (settled !== applied) onSearch(settled);
  }, [settled, applied, onSearch]);
  return (
    <SearchField
      value={text}
      onChange={setText}
      problem={typed.problem}
      placeholder={placeholder}
      width={width}
    />
  );
}
