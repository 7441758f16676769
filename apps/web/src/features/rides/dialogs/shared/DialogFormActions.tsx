import type { PermissionKey } from '@fleetdesk/contract';
import { Button, CircularProgress, DialogActions } from '@mui/material';
import { SubmitAccess } from '../../../../ui/NoAccess';

interface DialogFormActionsProps {
  onCancel: () => void;
  submitLabel: string;
  /** Invalid form: the button stays greyed until it is valid. */
  disabled?: boolean;
  isSending: boolean;
  destructive?: boolean;
  /** The key the write needs, if any; read-only admins see 'Access denied' on every submit. */
  permission?: PermissionKey | null;
  /** The sending spinner's size where a spec names one (MUI's default is 16). */
  spinnerSize?: number;
}

/**
 * Cancel and a submit button that is disabled while invalid and shows a spinner while sending; without
 * the right to send it reads 'Access denied' (spec 1 §6).
 */
export function DialogFormActions({
  onCancel,
  submitLabel,
  disabled = false,
  isSending,
  destructive = false,
  permission = null,
  spinnerSize,
}: DialogFormActionsProps) {
  return (
    <DialogActions sx={{ px: 3, pb: 2 }}>
      <Button color="inherit" onClick={onCancel} disabled={isSending}>
        Cancel
      </Button>
      <SubmitAccess permission={permission}>
        <Button
          type="submit"
          variant="contained"
          color={destructive ? 'error' : 'primary'}
          disabled={disabled || isSending}
          loading={isSending}
          loadingIndicator={spinnerSize ? <CircularProgress color="inherit" size={spinnerSize} /> : undefined}
        >
          {submitLabel}
        </Button>
      </SubmitAccess>
    </DialogActions>
  );
}
