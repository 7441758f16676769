import { payouts } from '@fleetdesk/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useCallback } from 'react';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { ListSearchField } from '../../../ui/ListSearchField';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { usePayoutFiltersStore } from './payoutFiltersStore';
import { PERIOD_OPTIONS, STATUS_OPTIONS, TYPE_OPTIONS } from './payoutsView';

const SEARCH_DEBOUNCE_MS = 500;

/** A select of one choice among fixed options (the period, each status with All). */
function OptionSelect<T extends string>({
  label,
  value,
  options,
  onChange,
  width = 130,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  width?: number;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as T)}
      sx={{ width }}
    >
      {options.map((option) => (
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
  const search = useCallback((text: string) => setFilters({ search: text }), [setFilters]);
  return (
    <ListSearchField
      list={payouts.listPayouts}
      applied={stored}
      onSearch={search}
      delayMs={SEARCH_DEBOUNCE_MS}
      placeholder="Driver, payout no., TLC, note"
      width={250}
    />
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
    <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <PayoutSearch />
      <OptionSelect
        label="Period"
        value={filters.period}
        options={PERIOD_OPTIONS}
        onChange={(period) => setFilters({ period })}
        width={150}
      />
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
      <OptionSelect
        options={STATUS_OPTIONS}
        label="Payout status"
        value={filters.payoutStatus}
        onChange={(payoutStatus) => setFilters({ payoutStatus })}
      />
      <OptionSelect
        options={STATUS_OPTIONS}
        label="Bank status"
        value={filters.bankStatus}
        onChange={(bankStatus) => setFilters({ bankStatus })}
      />
      <OptionSelect
        options={STATUS_OPTIONS}
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
