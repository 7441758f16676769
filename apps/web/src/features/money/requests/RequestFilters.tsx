import {
  PAYOUT_FORM_TYPES,
  PAYOUT_TYPE_LABELS,
  TRANSACTION_REQUEST_STATUSES,
  type TransactionRequestType,
} from '@fleetdesk/contract';
import { Stack } from '@mui/material';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import { filtersOf, type RequestsView } from './requestsView';

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
