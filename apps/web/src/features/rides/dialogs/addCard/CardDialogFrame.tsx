import { DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../shared/DialogFormActions';

interface CardDialogFrameProps extends DialogControl {
  /** Something typed: a click outside asks before throwing it away. */
  dirty: boolean;
  canSave: boolean;
  isSending: boolean;
  /** Returns the save's promise: further submits are refused until it settles. */
  onSave: () => Promise<unknown>;
  children: ReactNode;
}

/** 'Add card', its fields, Cancel and Save: the frame both card dialogs share. */
export function CardDialogFrame({
  dirty,
  canSave,
  isSending,
  onSave,
  open,
  onClose,
  children,
}: CardDialogFrameProps) {
  const submit = useGuardedSubmit(async () => {
    if (canSave) await onSave();
  });
  return (
    <FormDialog dirty={dirty} open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form onSubmit={submit} noValidate>
        <DialogTitle>Add card</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {children}
          </Stack>
        </DialogContent>
        <DialogFormActions onCancel={onClose} submitLabel="Save" disabled={!canSave} isSending={isSending} />
      </form>
    </FormDialog>
  );
}
