import { Button, DialogActions } from '@mui/material';

interface DialogFormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** Invalid form: the button stays greyed until it is valid. */
  disabled?: boolean;
  isSending: boolean;
  destructive?: boolean;
}

/** Cancel and a submit button that is disabled while invalid and shows a spinner while sending. */
export function DialogFormActions({
  onCancel,
  submitLabel,
  disabled = false,
  isSending,
  destructive = false,
}: DialogFormActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={isSending}>
        Cancel
      </Button>
      <Button
        type="submit"
        variant="contained"
        color={destructive ? 'error' : 'primary'}
        disabled={disabled || isSending}
        loading={isSending}
      >
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
