import {
  PAYOUT_FORM_TYPES,
  PAYOUT_TYPE_LABELS,
  TRANSACTION_REQUEST_STATUSES,
  type TransactionRequestType,
} from '@fleetdesk/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import { filtersOf, type RequestsView } from './requestsView';

interface MultiSelectProps<T extends string | number> {
  label: string;
  value: T[];
  options: readonly { value: T; label: string }[];
  onChange: (value: T[]) => void;
}

/** A filter of several choices; none chosen reads 'All'. */
function MultiSelect<T extends string | number>({ label, value, options, onChange }: MultiSelectProps<T>) {
  const labelOf = (chosen: T) => options.find((option) => option.value === chosen)?.label ?? String(chosen);
  return (
    <TextField
      size="small"
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as unknown as T[])}
      sx={{ width: 220 }}
      slotProps={{
        select: {
          multiple: true,
          displayEmpty: true,
          renderValue: (v) => (v as T[]).map(labelOf).join(', ') || 'All',
        },
        inputLabel: { shrink: true },
      }}
    >
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Status on every tab, category on credits, payout type on payouts (spec 2 §2). */
export function RequestFilters({
  type,
  view,
  onChange,
}: {
  type: TransactionRequestType;
  view: RequestsView;
  onChange: (change: Partial<RequestsView>) => void;
}) {
  const settings = useSettings();
  const shown = filtersOf(type);
  const categories = (settings.data?.transaction_categories ?? []).filter(
    (category) => category.type === type,
  );
  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, flexWrap: 'wrap' }}>
      <MultiSelect
        label="Status"
        value={view.statuses}
        options={TRANSACTION_REQUEST_STATUSES.map((status) => ({ value: status, label: status }))}
        onChange={(statuses) => onChange({ statuses })}
      />
      {shown.category && (
        <MultiSelect
          label="Category"
          value={view.categoryIds}
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
          onChange={(categoryIds) => onChange({ categoryIds })}
        />
      )}
      {shown.payoutType && (
        <MultiSelect
          label="Payout type"
          value={view.payoutTypes}
          options={PAYOUT_FORM_TYPES.map((payoutType) => ({
            value: payoutType,
            label: PAYOUT_TYPE_LABELS[payoutType],
          }))}
          onChange={(payoutTypes) => onChange({ payoutTypes })}
        />
      )}
    </Stack>
  );
}
