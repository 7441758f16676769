import type { PayoutPeriod } from '@fleetdesk/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { SearchField } from '../../../ui/SearchField';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
import { usePayoutFiltersStore } from './payoutFiltersStore';
import { PERIOD_OPTIONS, STATUS_OPTIONS, type StatusChoice, TYPE_OPTIONS } from './payoutsView';

const SEARCH_DEBOUNCE_MS = 500;

function StatusSelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: StatusChoice;
  onChange: (value: StatusChoice) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as StatusChoice)}
      sx={{ width: 130 }}
    >
      {STATUS_OPTIONS.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** The search box, typed into freely; the list asks once the typing pauses. */
function PayoutSearch() {
  const stored = usePayoutFiltersStore((filters) => filters.search);
  const setFilters = usePayoutFiltersStore((filters) => filters.setFilters);
  const [text, setText] = useState(stored);
  const settled = useDebounced(text, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== stored) setFilters({ search: settled });
  }, [settled, stored, setFilters]);
  return (
    <SearchField value={text} onChange={setText} placeholder="Driver, payout no., TLC, note" width={250} />
  );
}

/** Spec 2 §2: search, period (custom with a date range), type, the three statuses and the affiliates. */
export function PayoutFilters() {
  const filters = usePayoutFiltersStore();
  const { setFilters } = filters;
  const companies = useCompaniesQuery(true);
  const affiliates = (companies.data?.companies ?? [])
    .filter((company) => company.status === 'active' && company.type === 'affiliate')
    .map((company) => ({ value: company.id, label: company.name }));
  return (
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      <PayoutSearch />
      <TextField
        select
        size="small"
        label="Period"
        value={filters.period}
        onChange={(event) => setFilters({ period: event.target.value as PayoutPeriod })}
        sx={{ width: 150 }}
      >
        {PERIOD_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      {filters.period === 'custom' && (
        <>
          <TextField
            type="date"
            size="small"
            label="From"
            value={filters.from}
            onChange={(event) => setFilters({ from: event.target.value })}
            error={filters.from === ''}
            slotProps={{ inputLabel: { shrink: true } }}
          />
          <TextField
            type="date"
            size="small"
            label="To"
            value={filters.to}
            onChange={(event) => setFilters({ to: event.target.value })}
            error={filters.to === '' || (filters.from !== '' && filters.to < filters.from)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        </>
      )}
      <MultiSelect
        label="Type"
        value={filters.types}
        options={TYPE_OPTIONS}
        onChange={(types) => setFilters({ types })}
        width={170}
      />
      <StatusSelect
        label="Payout status"
        value={filters.payoutStatus}
        onChange={(payoutStatus) => setFilters({ payoutStatus })}
      />
      <StatusSelect
        label="Bank status"
        value={filters.bankStatus}
        onChange={(bankStatus) => setFilters({ bankStatus })}
      />
      <StatusSelect
        label="QB status"
        value={filters.quickbooksStatus}
        onChange={(quickbooksStatus) => setFilters({ quickbooksStatus })}
      />
      <MultiSelect
        label="Company"
        value={filters.companyIds}
        options={affiliates}
        onChange={(companyIds) => setFilters({ companyIds })}
        width={190}
      />
    </Stack>
  );
}
