import { CONFIRM_SUPPRESSION_MS } from '@fleetdesk/contract';
import {
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
} from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useAppStore } from '../../store/appStore';
import type { DialogControl } from '../dialogs/dialogTypes';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Marks a confirmation that loses data: the button turns red. */
  destructive?: boolean;
  onConfirm: () => void;
  /** Offers "Don't ask again": this key is then confirmed without asking for 5 minutes. */
  suppressKey?: string;
}

declare module '../dialogs/dialogTypes' {
  interface DialogPropsByKey {
    confirm: ConfirmOptions;
  }
}

export function ConfirmDialog({
  open,
  onClose,
  title = 'Are you sure?',
  message,
  confirmLabel = 'Confirm',
  destructive = false,
  onConfirm,
  suppressKey,
}: ConfirmOptions & DialogControl) {
  const [isSuppressing, setIsSuppressing] = useState(false);
  const suppressConfirm = useAppStore((state) => state.suppressConfirm);

  const handleConfirm = () => {
    if (suppressKey && isSuppressing) suppressConfirm(suppressKey, Date.now() + CONFIRM_SUPPRESSION_MS);
    onConfirm();
    onClose();
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{message}</DialogContentText>
        {suppressKey && (
          <FormControlLabel
            sx={{ mt: 1.5 }}
            control={
              <Checkbox
                checked={isSuppressing}
                onChange={(event) => setIsSuppressing(event.target.checked)}
              />
            }
            label="Don't ask again for 5 minutes"
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={handleConfirm}
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          autoFocus
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
