import { MESSAGES } from '@fleetdesk/contract';
import { Dialog, type DialogProps } from '@mui/material';
import { useEffect } from 'react';
import { requestConfirm } from '../confirm/requestConfirm';

/** Closes at once when nothing is unsaved; otherwise asks first (spec 3's unsaved-changes question). */
export function closeUnlessUnsaved(dirty: boolean, close: () => void): void {
  if (!dirty) {
    close();
    return;
  }
  requestConfirm({
    title: 'Unsaved changes',
    message: MESSAGES.unsavedChanges,
    confirmLabel: 'Close',
    destructive: true,
    appearDelayMs: 0,
    onConfirm: close,
  });
}

/**
 * A dialog holding a form. A click outside it or Escape, easily done by mistake, asks before throwing
 * away what was typed; its own Cancel and × buttons close at once.
 */
export function FormDialog({
  dirty,
  onClose,
  ...props
}: Omit<DialogProps, 'onClose'> & { dirty: boolean; onClose: (() => void) | undefined }) {
  return <Dialog {...props} onClose={onClose && (() => closeUnlessUnsaved(dirty, onClose))} />;
}

/** For a form inside a dialog's body: tells the dialog whether closing would lose an edit. */
export function useReportDirty(dirty: boolean, onDirtyChange: (dirty: boolean) => void): void {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
}
