import { REVIVE_REASON_MAX, reviveReasonField } from '@fleetdesk/contract';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { useReviveAll } from '../../api/useReviveAll';
import { ReasonDialog, useReasonForm } from '../shared/ReasonDialog';

interface ReviveAllProps {
  driverId: number;
  driverName: string;
}

declare module '../../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    reviveAll: ReviveAllProps;
  }
}

/** Revive All Rides of a driver: every upcoming ride of theirs goes back to pending, with one reason. */
export function ReviveAllDialog({ driverId, driverName, open, onClose }: ReviveAllProps & DialogControl) {
  const { form, showServerErrors } = useReasonForm(reviveReasonField, 'reason');
  // The toast is the server's own summary ("N rides revived ...").
  const reviveAll = useReviveAll({ onSuccess: onClose, showError: showServerErrors });
  return (
    <ReasonDialog
      form={form}
      open={open}
      onClose={onClose}
      title="Revive All Rides"
      intro={`Every upcoming ride of ${driverName} (#${driverId}) goes back to Pending without a driver.`}
      textLabel="Reason"
      max={REVIVE_REASON_MAX}
      submitLabel="Revive all"
      isSending={reviveAll.isPending}
      onSubmit={({ text }) =>
        reviveAll.mutateAsync({ entity_id: driverId, entity_type: 'driver', reason: text })
      }
    />
  );
}
