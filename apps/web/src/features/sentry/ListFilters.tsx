import { MenuItem, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { SearchField } from '../../ui/SearchField';

interface ListFiltersProps<T extends string> {
  searchPlaceholder: string;
  search: string;
  onSearch: (text: string) => void;
  selectLabel: string;
  /** The empty choice's words ('All', 'All statuses'). */
  allLabel: string;
  options: readonly { value: T; label: string }[];
  selected: T | '';
  onSelect: (value: T | '') => void;
  /** What follows the filters on the bar: more filters, then the page's buttons. */
  children: ReactNode;
}

/** The bar above a Sentry grid: a search box and a status select, then the page's own controls. */
export function ListFilters<T extends string>(props: ListFiltersProps<T>) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1.5 }}>
      <SearchField placeholder={props.searchPlaceholder} value={props.search} onChange={props.onSearch} />
      <TextField
        select
        size="small"
        label={props.selectLabel}
        value={props.selected}
        onChange={(event) => props.onSelect(event.target.value as T | '')}
        // The empty choice reads as itself ('All'), not as a blank field under the label.
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ width: 200 }}
      >
        <MenuItem value="">{props.allLabel}</MenuItem>
        {props.options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {props.children}
    </Stack>
  );
}
