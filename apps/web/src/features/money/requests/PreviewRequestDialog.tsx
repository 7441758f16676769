import {
  billing,
  formatUsd,
  type PaymentMethod,
  REQUEST_STATUS_CHANGES,
  requestFieldsEditable,
  type TransactionRequest,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, CircularProgress, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { endpointQuery } from '../../../api/endpointQuery';
import { showFormError } from '../../../api/showFormError';
import { useFreshQuery } from '../../../api/useFreshQuery';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog, useReportDirty } from '../../../ui/dialogs/FormDialog';
import { Fact } from '../../../ui/Fact';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { useOpenedCopy } from '../../../ui/form/useOpenedCopy';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useDriverBankAccounts } from '../driver/useDriverMoney';
import { useMoneyMutation } from '../useMoneyMutation';
import { PreviewChoiceFields } from './PreviewChoiceFields';
import {
  type PreviewForm,
  payoutUpdateOf,
  previewDefaults,
  previewFormOf,
  requestUpdateOf,
} from './previewRequestForm';
import { payoutTypeLabel } from './requestsView';
import { useRequestChoices } from './useRequestChoices';

interface PreviewProps {
  requestId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    previewCredit: PreviewProps;
  }
}

type PreviewField = keyof PreviewForm;

/** The fields shown, which take the server's messages; a message for a field not shown is a toast. */
function shownFields(
  request: TransactionRequest,
  shows: { company: boolean; bankAccount: boolean },
): PreviewField[] {
  if (!requestFieldsEditable(request.status)) return ['status'];
  if (request.type === 'payout')
    return ['status', 'description', 'payout_type', ...(shows.bankAccount ? ['payment_id' as const] : [])];
  return ['status', 'description', 'category_id', ...(shows.company ? ['company_id' as const] : [])];
}

interface PreviewFormProps {
  request: TransactionRequest;
  notes: { id: number; body: string; added_by: string }[];
  onClose: () => void;
}

function RequestPreviewForm({
  request,
  notes,
  onClose,
  accounts,
}: PreviewFormProps & { accounts: PaymentMethod[] }) {
  const opened = useOpenedCopy(request);
  const isPayout = request.type === 'payout';
  const editable = requestFieldsEditable(request.status);
  const choices = useRequestChoices(request.type);
  const form = useForm<PreviewForm>({
    resolver: zodResolver(previewFormOf(opened, accounts.length > 0)),
    mode: 'onTouched',
    defaultValues: previewDefaults(opened, accounts[0]?.id),
  });
  useReportDirty(form.formState.isDirty);
  const isAch = form.watch('payout_type') === 'ach';
  // While pending the choices are fields below; the facts show only what cannot change.
  const showsBankField = editable && isPayout && isAch;
  const update = useMoneyMutation(
    (values: PreviewForm, idempotencyKey: string) => {
      const params = { id: request.id };
      return isPayout
        ? callEndpoint(
            billing.updatePayoutRequest,
            { params, body: payoutUpdateOf(opened, values) },
            { idempotencyKey },
          )
        : callEndpoint(
            billing.updateTransactionRequest,
            { params, body: requestUpdateOf(opened, values) },
            { idempotencyKey },
          );
    },
    {
      onDone: onClose,
      onError: (error) =>
        showFormError(
          error,
          form.setError,
          shownFields(request, { company: Boolean(choices.companyOptions), bankAccount: showsBankField }),
        ),
    },
  );
  const submit = useGuardedSubmit(
    form.handleSubmit(async (values) => {
      // Spec 2 §4: a status change asks first.
      if (values.status === opened.status) await update.mutateAsync(values);
      else
        requestConfirm({
          message: 'Are you sure?',
          confirmLabel: 'Yes',
          onConfirm: () => update.mutate(values),
        });
    }),
  );
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 2, mb: 2 }}>
          <Fact label="Driver" value={`${request.driver_name} (#${request.driver_id})`} />
          <Fact label="Amount" value={formatUsd(request.amount)} />
          {!editable && (
            <Fact
              label={isPayout ? 'Payout type' : 'Category'}
              value={isPayout ? payoutTypeLabel(request.payout_type) : request.name}
            />
          )}
          {!(editable && choices.companyOptions) && <Fact label="Company" value={request.company_name} />}
          <Fact label="Ride" value={request.ride_id} />
          {!showsBankField && (
            <Fact
              label={isPayout ? 'Bank account' : 'Reference'}
              value={
                isPayout && request.payment_last_four
                  ? `•••• ${request.payment_last_four}`
                  : request.reference
              }
            />
          )}
          <Fact label="Requested by" value={request.requested_by} />
          <Fact label="Reviewed by" value={request.reviewed_by} />
          <Fact label="Created" value={formatNyDateTime(request.created_at)} />
        </Box>
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="status"
            label="Status"
            size="medium"
            options={[request.status, ...REQUEST_STATUS_CHANGES[request.status]].map((option) => ({
              value: option,
              label: option,
            }))}
          />
          {editable && (
            <PreviewChoiceFields
              control={form.control}
              request={request}
              choices={choices}
              accounts={accounts}
              isAch={isAch}
            />
          )}
          <FormTextField
            control={form.control}
            name="description"
            label="Description"
            size="medium"
            disabled={!editable}
            helperText={editable ? undefined : 'Only a pending request can be changed.'}
            maxLength={255}
          />
          {notes.length > 0 && (
            <Stack spacing={0.5} aria-label="Notes">
              <Typography variant="subtitle2">Notes</Typography>
              {notes.map((note) => (
                <Typography key={note.id} variant="body2">
                  {note.body}{' '}
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    — {note.added_by}
                  </Typography>
                </Typography>
              ))}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel="Save"
        disabled={!form.formState.isDirty}
        isSending={update.isPending}
        permission={isPayout ? 'payouts.update-request' : 'credits.update'}
      />
    </Box>
  );
}

/** A pending payout may change to ach: its form waits for the driver's bank accounts to offer one. */
function PayoutPreviewForm(props: PreviewFormProps) {
  const accounts = useDriverBankAccounts(props.request.driver_id);
  if (accounts.isPending)
    return (
      <DialogContent>
        <CircularProgress aria-label="Loading bank accounts" />
      </DialogContent>
    );
  return <RequestPreviewForm {...props} accounts={accounts.data?.payment_methods ?? []} />;
}

/** Credits, debits and settled payouts open at once; a pending payout first loads the bank accounts. */
function PreviewBody(props: PreviewFormProps) {
  if (props.request.type === 'payout' && requestFieldsEditable(props.request.status))
    return <PayoutPreviewForm {...props} />;
  return <RequestPreviewForm {...props} accounts={[]} />;
}

/**
 * Preview of a credit, debit or payout request (spec 2 §2): its facts, notes, status and, while pending,
 * its description, category and company, or payout type and bank account.
 */
export function PreviewRequestDialog({ requestId, open, onClose }: PreviewProps & DialogControl) {
  const request = useFreshQuery(endpointQuery(billing.getTransactionRequest, { params: { id: requestId } }));
  const title = request.data
    ? `${request.data.transaction_request.type[0]?.toUpperCase()}${request.data.transaction_request.type.slice(1)} request #${requestId}`
    : `Request #${requestId}`;
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-label="Request preview">
      <DialogTitle>{title}</DialogTitle>
      {request.isPending && (
        <DialogContent>
          <CircularProgress aria-label="Loading request" />
        </DialogContent>
      )}
      {request.error && (
        <DialogContent>
          <Alert severity="error">{request.error.message}</Alert>
        </DialogContent>
      )}
      {request.data && (
        <PreviewBody
          request={request.data.transaction_request}
          notes={request.data.notes}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
