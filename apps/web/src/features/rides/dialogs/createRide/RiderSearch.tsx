import { ENDPOINTS, type Rider } from '@fleetdesk/contract';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { endpointQuery } from '../../../../api/endpointQuery';
import { useListSearch } from '../../../../ui/listSearch';
import { fullName } from '../shared/format';
import { useDebounced } from '../shared/useDebounced';

const SEARCH_DEBOUNCE_MS = 300;

const riderLabel = (rider: Rider) =>
  [fullName(rider.first_name, rider.last_name), rider.phone_number, rider.email].filter(Boolean).join(' · ');

/** Finds an existing rider of the company by name, phone or e-mail (GET /riders). */
export function RiderSearch({ companyId, onPick }: { companyId: number; onPick: (rider: Rider) => void }) {
  const [text, setText] = useState('');
  // The riders' own rule (decision 197): an over-long text is told under the box and never sent.
  const typed = useListSearch(ENDPOINTS['riders.list'], text);
  const search = useDebounced(typed.search.trim(), SEARCH_DEBOUNCE_MS);
  const riders = useQuery({
    ...endpointQuery(ENDPOINTS['riders.list'], { query: { search, company_id: companyId, per_page: 20 } }),
    enabled: search.length >= 2,
  });
  return (
    <Autocomplete
      options={search.length >= 2 ? (riders.data?.riders.data ?? []) : []}
      getOptionLabel={riderLabel}
      filterOptions={(options) => options}
      loading={riders.isFetching}
      inputValue={text}
      onInputChange={(_, value, reason) => {
        if (reason === 'input') setText(value);
      }}
      onChange={(_, rider) => {
        if (rider) onPick(rider);
        setText('');
      }}
      value={null}
      noOptionsText={search.length >= 2 ? 'Nothing found!' : 'Type a name, phone or e-mail'}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Find a rider"
          size="small"
          error={typed.problem !== null}
          helperText={typed.problem}
        />
      )}
    />
  );
}
