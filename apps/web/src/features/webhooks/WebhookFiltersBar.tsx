import { webhooks } from '@fleetdesk/contract';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { SearchField } from '../../ui/SearchField';
import { useVendorsQuery } from './api';
import { EMPTY_FILTERS, filtersProblem, searchProblem, type WebhookFilters } from './webhooksView';

/**
 * Search, dates, vendor and type (spec 3 §2): typed freely, sent on APPLY; RESET clears and applies. It
 * opens on the filters `applied` (those of the list, restored on Back).
 */
export function WebhookFiltersBar({
  applied = EMPTY_FILTERS,
  onApply,
}: {
  applied?: WebhookFilters;
  onApply: (filters: WebhookFilters) => void;
}) {
  const [draft, setDraft] = useState<WebhookFilters>(applied);
  const vendors = useVendorsQuery();
  const problem = filtersProblem(draft);
  const searchText = searchProblem(draft);
  const set = (change: Partial<WebhookFilters>) => setDraft({ ...draft, ...change });
  return (
    <Stack
      useFlexGap
      component="form"
      direction="row"
      spacing={1.5}
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1.5, alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem && !searchText) onApply(draft);
      }}
    >
      <SearchField
        placeholder="Name or payload"
        value={draft.search}
        onChange={(search) => set({ search })}
        problem={searchText}
      />
      {(['startDate', 'endDate'] as const).map((end) => (
        <TextField
          key={end}
          type="date"
          size="small"
          label={end === 'startDate' ? 'From' : 'To'}
          value={draft[end]}
          onChange={(event) => set({ [end]: event.target.value })}
          error={end === 'endDate' && problem !== null}
          helperText={end === 'endDate' ? problem : undefined}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: 165 }}
        />
      ))}
      <TextField
        select
        size="small"
        label="Vendor"
        value={draft.vendorId}
        onChange={(event) => set({ vendorId: event.target.value })}
        sx={{ width: 170 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All vendors</MenuItem>
        {(vendors.data?.vendors ?? []).map((vendor) => (
          <MenuItem key={vendor.id} value={String(vendor.id)}>
            {vendor.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Type"
        value={draft.type}
        onChange={(event) => set({ type: event.target.value as WebhookFilters['type'] })}
        sx={{ width: 140 }}
      >
        {webhooks.WEBHOOK_TYPE_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {webhooks.WEBHOOK_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <Button
        type="submit"
        variant="contained"
        disabled={problem !== null || searchText !== null}
        sx={{ height: 40 }}
      >
        Apply
      </Button>
      <Button
        variant="text"
        sx={{ height: 40 }}
        onClick={() => {
          setDraft(EMPTY_FILTERS);
          onApply(EMPTY_FILTERS);
        }}
      >
        Reset
      </Button>
    </Stack>
  );
}
