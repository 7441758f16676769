import { DialogContent, DialogTitle, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import type { DialogControl } from '../../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../../ui/dialogs/FormDialog';
import { DialogFormActions } from '../shared/DialogFormActions';

interface CardDialogFrameProps extends DialogControl {
  /** Something typed: a click outside asks before throwing it away. */
  dirty: boolean;
  canSave: boolean;
  isSending: boolean;
  onSave: () => void;
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
  return (
    <FormDialog dirty={dirty} open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (canSave) onSave();
        }}
        noValidate
      >
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
