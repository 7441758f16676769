import { billing, type PermissionKey } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { ApiError } from '../../../api/ApiError';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useIsFleet } from '../../rides/dialogs/shared/useHasPermission';
import { useMoneyMutation } from '../useMoneyMutation';
import {
  type CreditDebitForm,
  creditDebitBodyOf,
  creditDebitDefaults,
  creditDebitFormOf,
} from './creditDebitForm';
import { useRequestChoices } from './useRequestChoices';

interface RequestFormProps {
  driverId?: number;
  /** Approved and posted at once (credits.quick-create), instead of a request pending review. */
  quick?: boolean;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    credit: RequestFormProps;
    debit: RequestFormProps;
  }
}

const FIELDS = [
  'driver_id',
  'amount',
  'description',
  'category_id',
  'company_id',
  'ride_id',
  'note',
] as const;

/** The key the form's write needs; a fleet user's grant is reaching the quick endpoint (decision 8). */
function requestPermission(type: 'credit' | 'debit', quick: boolean, isFleet: boolean): PermissionKey | null {
  if (isFleet) return null;
  if (quick) return 'credits.quick-create';
  return type === 'credit' ? 'credits.create' : 'credit-and-debit.create';
}

const TITLES = {
  credit: { request: 'Credit request', quick: 'Quick credit' },
  debit: { request: 'Debit request', quick: 'Quick debit' },
} as const;

/** Spec 2 §8: the failure toasts of credits; debits use the generic one. */
const failurePrefix = (type: 'credit' | 'debit', quick: boolean) => {
  if (type === 'debit') return undefined;
  return quick
    ? 'Failed to create quick credit. Please try again!'
    : 'Failed to create credit request. Please try again!';
};

function RequestDialog({
  type,
  driverId,
  quick = false,
  open,
  onClose,
}: RequestFormProps & DialogControl & { type: 'credit' | 'debit' }) {
  const isFleet = useIsFleet();
  const { categories, companyOptions } = useRequestChoices(type);
  const form = useForm<CreditDebitForm>({
    resolver: zodResolver(creditDebitFormOf(type, isFleet)),
    mode: 'onTouched',
    defaultValues: creditDebitDefaults(type, driverId),
  });
  const send = useMoneyMutation(
    ({ values, confirmed }: { values: CreditDebitForm; confirmed: boolean }, idempotencyKey: string) =>
      callEndpoint(
        quick ? billing.quickCreateTransaction : billing.createTransactionRequest,
        { params: { id: Number(values.driver_id) }, body: creditDebitBodyOf(type, values, confirmed) },
        // A confirmed resend is another request: it gets its own key.
        { idempotencyKey: confirmed ? `${idempotencyKey}-confirmed` : idempotencyKey },
      ),
    {
      onDone: onClose,
      onError: (error) => {
        // Spec 1 §8: a second credit for one ride is made only once the user confirms it.
        if (error instanceof ApiError && error.status === 409)
          return requestConfirm({
            message: error.message,
            confirmLabel: 'Create anyway',
            onConfirm: () => send.mutate({ values: form.getValues(), confirmed: true }),
          });
        showFormError(error, form.setError, FIELDS, { prefix: failurePrefix(type, quick) });
      },
    },
  );
  const submit = useGuardedSubmit(
    form.handleSubmit((values) => send.mutateAsync({ values, confirmed: false })),
  );
  const title = TITLES[type][quick ? 'quick' : 'request'];
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label={title}
    >
      <DialogTitle>{title}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="driver_id" label="Driver ID" required size="medium" />
            <FormTextField control={form.control} name="amount" label="Amount" required size="medium" />
            <FormTextField
              control={form.control}
              name="category_id"
              label="Category"
              required
              size="medium"
              options={categories}
            />
            {companyOptions && (
              <FormTextField
                control={form.control}
                name="company_id"
                label="Company"
                size="medium"
                options={companyOptions}
              />
            )}
            {type === 'credit' && (
              <FormTextField control={form.control} name="ride_id" label="Ride ID" size="medium" />
            )}
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              required
              size="medium"
              maxLength={255}
            />
            {type === 'credit' && (
              <FormTextField control={form.control} name="note" label="Note" size="medium" maxLength={100} />
            )}
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Create"
          isSending={send.isPending}
          permission={requestPermission(type, quick, isFleet)}
        />
      </Box>
    </FormDialog>
  );
}

export const CreditDialog = (props: RequestFormProps & DialogControl) => (
  <RequestDialog type="credit" {...props} />
);
export const DebitDialog = (props: RequestFormProps & DialogControl) => (
  <RequestDialog type="debit" {...props} />
);
