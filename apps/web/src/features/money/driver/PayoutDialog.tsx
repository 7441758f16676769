import { billing, formatUsd, payoutConfirmText } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, CircularProgress, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useMoneyMutation } from '../useMoneyMutation';
import { bankAccountOption, PayoutTypeFields } from './PayoutTypeFields';
import { type PayoutForm, payoutBodyOf, payoutDefaults, payoutFormOf } from './payoutForm';
import { useDriverBankAccounts } from './useDriverMoney';

interface PayoutProps {
  driverId: number;
  available: number;
  /** Holders of credits.quick-create pay out at once; others request a payout for review. */
  quick: boolean;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    payout: PayoutProps;
  }
}

function PayoutFormDialog({
  driverId,
  available,
  quick,
  open,
  onClose,
  accounts,
}: PayoutProps & DialogControl & { accounts: { id: number; name: string; last_four: string }[] }) {
  const form = useForm<PayoutForm>({
    resolver: zodResolver(payoutFormOf(accounts.length > 0)),
    mode: 'onTouched',
    defaultValues: payoutDefaults(accounts[0]?.id),
  });
  const endpoint = quick ? billing.quickCreatePayout : billing.createPayoutRequest;
  const send = useMoneyMutation(
    (values: PayoutForm, idempotencyKey: string) =>
      callEndpoint(endpoint, { params: { id: driverId }, body: payoutBodyOf(values) }, { idempotencyKey }),
    {
      onDone: onClose,
      onError: (error) =>
        showFormError(error, form.setError, [
          'amount',
          'description',
          'payout_type',
          'payment_id',
          'reference',
        ]),
    },
  );
  const isAch = form.watch('payout_type') === 'ach';
  const submit = form.handleSubmit((values) =>
    requestConfirm({
      title: quick ? 'Payout' : 'Request payout',
      message: payoutConfirmText(formatUsd(Number(values.amount))),
      confirmLabel: 'Yes',
      permission: quick ? 'credits.quick-create' : 'credits.create',
      onConfirm: () => send.mutate(values),
    }),
  );
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label="Payout"
    >
      <DialogTitle>{quick ? 'Payout' : 'Request payout'}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            Available: {formatUsd(available)}
          </Typography>
          <Stack spacing={2}>
            <FormTextField control={form.control} name="amount" label="Amount" required size="medium" />
            <FormTextField
              control={form.control}
              name="description"
              label="Description"
              required
              size="medium"
              maxLength={255}
            />
            <PayoutTypeFields
              control={form.control}
              isAch={isAch}
              accountOptions={accounts.map(bankAccountOption)}
            />
            <FormTextField
              control={form.control}
              name="reference"
              label="Reference"
              size="medium"
              maxLength={50}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel={quick ? 'Payout' : 'Request payout'}
          isSending={send.isPending}
          permission={quick ? 'credits.quick-create' : 'credits.create'}
        />
      </Box>
    </FormDialog>
  );
}

/** Payout (spec 2 §5): amount, description, type and, for ach, one of the driver's bank accounts. */
export function PayoutDialog(props: PayoutProps & DialogControl) {
  const accounts = useDriverBankAccounts(props.driverId);
  if (accounts.isPending)
    return (
      <Dialog open={props.open} onClose={props.onClose} aria-label="Payout">
        <DialogContent>
          <CircularProgress aria-label="Loading bank accounts" />
        </DialogContent>
      </Dialog>
    );
  return <PayoutFormDialog {...props} accounts={accounts.data?.payment_methods ?? []} />;
}
