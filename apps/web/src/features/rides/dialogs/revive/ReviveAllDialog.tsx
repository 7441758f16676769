import { ENDPOINTS, REVIVE_REASON_MAX, reviveReasonField } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Dialog, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { callEndpoint } from '../../../../api/client';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { DialogFormActions } from '../shared/DialogFormActions';
import { applyFieldErrors } from '../shared/fieldErrors';
import { LimitedTextField } from '../shared/LimitedTextField';
import { useRideMutation } from '../shared/useRideMutation';

interface ReviveAllProps {
  driverId: number;
  driverName: string;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    reviveAll: ReviveAllProps;
  }
}

const ReviveAllValues = z.object({ reason: reviveReasonField });

/** Revive All Rides of a driver: every upcoming ride of theirs goes back to pending, with one reason. */
export function ReviveAllDialog({ driverId, driverName, open, onClose }: ReviveAllProps & DialogControl) {
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(ReviveAllValues),
    mode: 'onChange',
    defaultValues: { reason: '' },
  });
  // The toast is the server's own summary ("N rides revived ...").
  const reviveAll = useRideMutation({
    mutationFn: ({ reason }: { reason: string }) =>
      callEndpoint(ENDPOINTS['rides.reviveAll'], {
        body: { entity_id: driverId, entity_type: 'driver', reason },
      }),
    onSuccess: onClose,
    showError: (error) => applyFieldErrors(error, setError, ['reason']),
  });

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <form onSubmit={handleSubmit((values) => reviveAll.mutate(values))} noValidate>
        <DialogTitle>Revive All Rides</DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <DialogContentText>
              Every upcoming ride of {driverName} (#{driverId}) goes back to Pending without a driver.
            </DialogContentText>
            <LimitedTextField
              control={control}
              name="reason"
              max={REVIVE_REASON_MAX}
              label="Reason"
              multiline
              minRows={3}
              autoFocus
              required
            />
          </Stack>
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Revive all"
          disabled={!formState.isValid}
          isSending={reviveAll.isPending}
        />
      </form>
    </Dialog>
  );
}
