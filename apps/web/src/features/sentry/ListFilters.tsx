import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { SearchField } from '../../ui/SearchField';

interface FilterSelectProps<T extends string> {
  label: string;
  /** The empty choice's words ('All', 'All statuses'). */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  selected: T | '';
  onSelect: (value: T | '') => void;
}

/** A select of one filter, its empty choice first. */
export function FilterSelect<T extends string>(props: FilterSelectProps<T>) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.selected}
      onChange={(event) => props.onSelect(event.target.value as T | '')}
      // The empty choice reads as itself ('All'), not as a blank field under the label.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: 180 }}
    >
      <MenuItem value="">{props.allLabel}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The bar above a Sentry grid: a search box and a select, then the page's own filters and buttons. */
export function ListFilters<T extends string>(
  props: FilterSelectProps<T> & {
    searchPlaceholder: string;
    search: string;
    /** Why the search cannot be sent as typed (its list's contract rule), shown under the box. */
    searchProblem: string | null;
    onSearch: (text: string) => void;
    children: ReactNode;
  },
) {
  const { searchPlaceholder, search, searchProblem, onSearch, children, ...select } = props;
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={1.5}
      sx={{ mb: 2, alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1.5 }}
    >
      <SearchField
        placeholder={searchPlaceholder}
        value={search}
        onChange={onSearch}
        problem={searchProblem}
      />
      <FilterSelect {...select} />
      {children}
    </Stack>
  );
}
