import { CONFIRM_APPEAR_DELAY_MS, CONFIRM_SUPPRESSION_MS, type PermissionKey } from '@fleetdesk/contract';
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
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useAppStore } from '../../store/appStore';
import type { DialogControl } from '../dialogs/dialogTypes';
import { SubmitAccess } from '../NoAccess';

/** The questions spec 1 lets the user stop asking for 5 minutes, each on its own. */
export type SuppressibleQuestion = 'assign' | 'reject' | 'releaseMarketplace';

export interface ConfirmOptions {
  title?: string;
  message: ReactNode;
  confirmLabel?: string;
  /** Marks a confirmation that loses data: the button turns red. */
  destructive?: boolean;
  onConfirm: () => void;
  /** Offers "Don't ask again": this kind of question is then confirmed without asking for 5 minutes. */
  suppressKey?: SuppressibleQuestion;
  /** How long the Confirm button stays greyed after the question appears (spec 1 §2.5; 700 ms default). */
  appearDelayMs?: number;
  /** Every question asked here leads to a write: the key it needs, if any (read-only admins never may). */
  permission?: PermissionKey;
}

declare module '../dialogs/dialogTypes' {
  interface DialogPropsByKey {
    confirm: ConfirmOptions;
  }
}

/** False until `delayMs` has passed since the dialog mounted. */
function useArmedAfter(delayMs: number): boolean {
  const [isArmed, setIsArmed] = useState(delayMs <= 0);
  useEffect(() => {
    const timer = setTimeout(() => setIsArmed(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return isArmed;
}

/**
 * Asks before an action. The Confirm button is greyed for a moment after the question appears, so the
 * click (or double click) that asked cannot also answer it.
 */
export function ConfirmDialog({
  open,
  onClose,
  title = 'Are you sure?',
  message,
  confirmLabel = 'Confirm',
  destructive = false,
  onConfirm,
  suppressKey,
  appearDelayMs = CONFIRM_APPEAR_DELAY_MS,
  permission,
}: ConfirmOptions & DialogControl) {
  const [isSuppressing, setIsSuppressing] = useState(false);
  const isArmed = useArmedAfter(appearDelayMs);
  const suppressConfirm = useAppStore((state) => state.suppressConfirm);
  // A question is answered once: the button stays clickable while the dialog fades out, and a double
  // click's second click would run the action again before the re-render. A dialog kept mounted and
  // opened again (the error page's) asks afresh.
  const isAnswered = useRef(false);
  useEffect(() => {
    if (open) isAnswered.current = false;
  }, [open]);

  const handleConfirm = () => {
    if (isAnswered.current) return;
    isAnswered.current = true;
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
        <SubmitAccess permission={permission}>
          <Button
            onClick={handleConfirm}
            variant="contained"
            color={destructive ? 'error' : 'primary'}
            disabled={!isArmed}
          >
            {confirmLabel}
          </Button>
        </SubmitAccess>
      </DialogActions>
    </Dialog>
  );
}
