import {
  BANK_BUTTON_SPINNER_SIZE,
  type BankAccountForm,
  bankAccountForm,
  payments,
} from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useMoneyMutation } from '../useMoneyMutation';

interface AddBankAccountProps {
  driverId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    addBankAccount: AddBankAccountProps;
  }
}

const FIELDS = ['name', 'routing_number', 'account_number'] as const;

/** Add Bank Account (spec 2 §2, §5): checked on blur; the confirmation is compared, never sent. */
export function AddBankAccountDialog({ driverId, open, onClose }: AddBankAccountProps & DialogControl) {
  const form = useForm<BankAccountForm>({
    resolver: zodResolver(bankAccountForm),
    mode: 'onTouched',
    defaultValues: { name: '', routing_number: '', account_number: '', confirm_account_number: '' },
  });
  const add = useMoneyMutation(
    ({ confirm_account_number: _confirmed, ...fields }: BankAccountForm) =>
      callEndpoint(payments.addBankAccount, {
        params: { entity_id: driverId },
        body: { ...fields, entity_id: driverId, entity_type: 'driver' },
      }),
    { onDone: onClose, onError: (error) => showFormError(error, form.setError, FIELDS) },
  );
  const submit = useGuardedSubmit(form.handleSubmit((values) => add.mutateAsync(values)));
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open={open}
      onClose={add.isPending ? undefined : onClose}
      maxWidth="xs"
      fullWidth
      aria-label="Add Bank Account"
    >
      <DialogTitle>Add Bank Account</DialogTitle>
      <Box component="form" noValidate autoComplete="off" onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField
              control={form.control}
              name="name"
              label="Name"
              required
              size="medium"
              maxLength={30}
            />
            <FormTextField
              control={form.control}
              name="routing_number"
              label="Routing Number"
              required
              size="medium"
              maxLength={9}
            />
            <FormTextField
              control={form.control}
              name="account_number"
              label="Account Number"
              required
              size="medium"
              maxLength={16}
            />
            <FormTextField
              control={form.control}
              name="confirm_account_number"
              label="Confirm Account Number"
              required
              size="medium"
              maxLength={16}
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Add"
          isSending={add.isPending}
          spinnerSize={BANK_BUTTON_SPINNER_SIZE}
        />
      </Box>
    </FormDialog>
  );
}
