import { DOCUMENT_REVIEW_STATUSES, DOCUMENTS_FILTER_DEBOUNCE_MS, documents } from '@fleetdesk/contract';
import { Checkbox, FormControlLabel, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useListSearch } from '../../../ui/listSearch';
import { SearchField } from '../../../ui/SearchField';
import { accountQuery } from '../../account/useAccountSync';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
import { type DocumentsView, RANGE_OPTIONS } from './documentsView';

type Filters = Pick<DocumentsView, 'search' | 'withImage' | 'statuses' | 'types' | 'range'>;

/**
 * Search, 'With URL Image', statuses, types and the expiry window. Filters settle for 1 s before the
 * list asks again (spec 2 §9), so a few clicks make one request.
 */
export function DocumentsFilterBar({
  view,
  onChange,
}: {
  view: DocumentsView;
  onChange: (filters: Filters) => void;
}) {
  const account = useQuery(accountQuery);
  const [filters, setFilters] = useState<Filters>(view);
  const typed = useListSearch(documents.listDocuments, filters.search);
  // The same object while nothing changes, so the debounce does not start again on every render.
  const sendable = useMemo(() => ({ ...filters, search: typed.search }), [filters, typed.search]);
  const settled = useDebounced(sendable, DOCUMENTS_FILTER_DEBOUNCE_MS);
  useEffect(() => onChange(settled), [settled, onChange]);
  const set = (change: Partial<Filters>) => setFilters((current) => ({ ...current, ...change }));
  const multiple = {
    select: {
      multiple: true,
      displayEmpty: true,
      renderValue: (v: unknown) => (v as string[]).join(', ') || 'All',
    },
  };

  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <SearchField
        value={filters.search}
        onChange={(search) => set({ search })}
        problem={typed.problem}
        placeholder="Title, number, driver, plate"
        width={280}
      />
      <TextField
        size="small"
        select
        label="Status"
        value={filters.statuses}
        onChange={(event) => set({ statuses: event.target.value as unknown as Filters['statuses'] })}
        sx={{ width: 200 }}
        slotProps={{ ...multiple, inputLabel: { shrink: true } }}
      >
        {DOCUMENT_REVIEW_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label="Type"
        value={filters.types}
        onChange={(event) => set({ types: event.target.value as unknown as string[] })}
        sx={{ width: 220 }}
        slotProps={{ ...multiple, inputLabel: { shrink: true } }}
      >
        {(account.data?.document_types ?? []).map((type) => (
          <MenuItem key={type.key} value={type.key}>
            {type.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        select
        label="Expiring within"
        value={filters.range}
        onChange={(event) => set({ range: Number(event.target.value) })}
        sx={{ width: 160 }}
      >
        {RANGE_OPTIONS.map((days) => (
          <MenuItem key={days} value={days}>
            {days === 0 ? 'Any date' : `${days} days`}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        label="With URL Image"
        control={<Checkbox checked={filters.withImage} onChange={(_e, on) => set({ withImage: on })} />}
      />
    </Stack>
  );
}
