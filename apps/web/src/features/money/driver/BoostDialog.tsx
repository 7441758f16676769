import { amountTextField, driverMoney } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../../../api/client';
import { showFormError } from '../../../api/showFormError';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useMoneyMutation } from '../useMoneyMutation';

const boostForm = z.object({
  amount: amountTextField(),
  description: z.string().trim().max(255, 'Max characters count is 255!'),
});
type BoostForm = z.infer<typeof boostForm>;

/** Boost: money added to the driver's available balance at once ('Great! You have boosted balance'). */
export function BoostDialog({ driverId, onClose }: { driverId: number; onClose: () => void }) {
  const form = useForm<BoostForm>({
    resolver: zodResolver(boostForm),
    mode: 'onTouched',
    defaultValues: { amount: '', description: 'Boost' },
  });
  const send = useMoneyMutation(
    (body: BoostForm, idempotencyKey: string) =>
      callEndpoint(driverMoney.boostDriver, { params: { id: driverId }, body }, { idempotencyKey }),
    { onDone: onClose, onError: (error) => showFormError(error, form.setError, ['amount', 'description']) },
  );
  const submit = useGuardedSubmit(form.handleSubmit((body) => send.mutateAsync(body)));
  return (
    <FormDialog
      dirty={form.formState.isDirty}
      open
      onClose={onClose}
      maxWidth="xs"
      fullWidth
      aria-label="Boost balance"
    >
      <DialogTitle>Boost balance</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormTextField control={form.control} name="amount" label="Amount" required size="medium" />
            <FormTextField control={form.control} name="description" label="Description" size="medium" />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Boost"
          isSending={send.isPending}
          permission="credits.quick-create"
        />
      </Box>
    </FormDialog>
  );
}
