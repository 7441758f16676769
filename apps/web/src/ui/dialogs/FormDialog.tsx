import { MESSAGES } from '@fleetdesk/contract';
import { Dialog, type DialogProps } from '@mui/material';
import { createContext, useContext, useEffect, useState } from 'react';
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

const ReportDirtyContext = createContext<((dirty: boolean) => void) | null>(null);

/**
 * A dialog holding a form. A click outside it or Escape, easily done by mistake, asks before throwing
 * away what was typed; its own Cancel and × buttons close at once. Whether something is unsaved comes
 * from `dirty`, or else from the form inside reporting it with `useReportDirty`.
 */
export function FormDialog({
  dirty,
  onClose,
  children,
  ...props
}: Omit<DialogProps, 'onClose'> & { dirty?: boolean; onClose: (() => void) | undefined }) {
  const [reported, setReported] = useState(false);
  const unsaved = dirty ?? reported;
  return (
    <Dialog {...props} onClose={onClose && (() => closeUnlessUnsaved(unsaved, onClose))}>
      <ReportDirtyContext.Provider value={setReported}>{children}</ReportDirtyContext.Provider>
    </Dialog>
  );
}

/** For a form in a FormDialog's body: tells the dialog whether closing would lose an edit, until it goes. */
export function useReportDirty(dirty: boolean): void {
  const report = useContext(ReportDirtyContext);
  useEffect(() => {
    report?.(dirty);
    return () => report?.(false);
  }, [dirty, report]);
}
