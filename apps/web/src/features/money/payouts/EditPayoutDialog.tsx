import {
  formatUsd,
  isBankStatusEditable,
  PAYOUT_TYPE_LABELS,
  type Payout,
  payouts,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, CircularProgress, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { endpointQuery } from '../../../api/endpointQuery';
import { showFormError } from '../../../api/showFormError';
import { useFreshQuery } from '../../../api/useFreshQuery';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog, useReportDirty } from '../../../ui/dialogs/FormDialog';
import { Fact } from '../../../ui/Fact';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { useOpenedCopy } from '../../../ui/form/useOpenedCopy';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useMoneyMutation } from '../useMoneyMutation';
import {
  EDIT_PAYOUT_FIELDS,
  type EditPayoutForm,
  type EditPayoutValues,
  editPayoutBodyOf,
  editPayoutFormOf,
  editPayoutSchema,
} from './editPayoutForm';
import { PAYOUT_STATUS_LABELS, STATUS_OPTIONS } from './payoutsView';

interface EditPayoutProps {
  payoutId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    editPayout: EditPayoutProps;
  }
}

const STATUS_CHOICES = STATUS_OPTIONS.filter((option) => option.value !== 'all');

function EditPayoutFormBody({ payout, onClose }: { payout: Payout; onClose: () => void }) {
  const opened = useOpenedCopy(payout);
  const form = useForm<EditPayoutForm, unknown, EditPayoutValues>({
    resolver: zodResolver(editPayoutSchema),
    mode: 'onTouched',
    defaultValues: editPayoutFormOf(opened),
  });
  useReportDirty(form.formState.isDirty);
  const save = useMoneyMutation(
    (values: EditPayoutValues, idempotencyKey: string) =>
      callEndpoint(
        payouts.updatePayout,
        { params: { id: payout.id }, body: editPayoutBodyOf(opened, values) },
        { idempotencyKey },
      ),
    {
      onDone: onClose,
      onError: (error) => showFormError(error, form.setError, EDIT_PAYOUT_FIELDS),
    },
  );
  const submit = useGuardedSubmit(form.handleSubmit((values) => save.mutateAsync(values)));
  const bankEditable = isBankStatusEditable(payout.type) && payout.status === 'pending';
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 3 }}>
          <Fact label="Driver" value={`${payout.names} (#${payout.driver_id})`} />
          <Fact label="Amount" value={formatUsd(payout.amount)} />
          <Fact label="Type" value={PAYOUT_TYPE_LABELS[payout.type]} />
          <Fact label="Status" value={PAYOUT_STATUS_LABELS[payout.status]} />
          <Fact label="Company" value={payout.company ?? ''} />
          <Fact label="Requested on" value={formatNyDateTime(payout.created_at)} />
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
          <FormTextField
            control={form.control}
            name="bank_status"
            label="Bank Status"
            options={STATUS_CHOICES}
            disabled={!bankEditable}
            size="medium"
          />
          <FormTextField
            control={form.control}
            name="quickbooks_status"
            label="QB Status"
            options={STATUS_CHOICES}
            size="medium"
          />
          <FormTextField
            control={form.control}
            name="quickbooks_id"
            label="QB ID"
            maxLength={50}
            size="medium"
          />
          <FormTextField
            control={form.control}
            name="reference"
            label="Ref. no."
            maxLength={50}
            size="medium"
          />
          <Stack spacing={2} sx={{ gridColumn: '1 / -1' }}>
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              required
              maxLength={255}
              size="medium"
            />
            <FormTextField
              control={form.control}
              name="note"
              label="Note"
              multiline
              minRows={2}
              maxLength={255}
              size="medium"
            />
          </Stack>
        </Box>
        {!isBankStatusEditable(payout.type) && (
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'block', mt: 1 }}>
            The bank status can be changed only for check payouts.
          </Typography>
        )}
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel="Save"
        disabled={!form.formState.isDirty}
        isSending={save.isPending}
        permission="payouts.update-request"
      />
    </Box>
  );
}

/** Edit payout (spec 2 §2, §4): opened from a row of the payouts list. */
export function EditPayoutDialog({ payoutId, open, onClose }: EditPayoutProps & DialogControl) {
  const payout = useFreshQuery(endpointQuery(payouts.getPayout, { params: { id: payoutId } }));
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-label="Edit payout">
      <DialogTitle>Edit payout {payout.data?.payout.payout_number ?? ''}</DialogTitle>
      {payout.isPending && (
        <DialogContent>
          <CircularProgress aria-label="Loading payout" />
        </DialogContent>
      )}
      {payout.error && (
        <DialogContent>
          <Alert severity="error">{payout.error.message}</Alert>
        </DialogContent>
      )}
      {payout.data && <EditPayoutFormBody payout={payout.data.payout} onClose={onClose} />}
    </FormDialog>
  );
}
