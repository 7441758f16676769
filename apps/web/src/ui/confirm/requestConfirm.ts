import { useAppStore } from '../../store/appStore';
import { openDialog } from '../dialogs/dialogStore';
import type { ConfirmOptions } from './ConfirmDialog';

/** True while "don't ask again" holds for this key. */
export function isConfirmSuppressed(
  suppressedUntil: Readonly<Record<string, number>>,
  key: string | undefined,
  now: number,
): boolean {
  return key !== undefined && (suppressedUntil[key] ?? 0) > now;
}

/** Asks through the confirm dialog, or confirms at once while the question is suppressed. */
export function requestConfirm(options: ConfirmOptions): void {
  const { confirmSuppressedUntil } = useAppStore.getState();
  if (isConfirmSuppressed(confirmSuppressedUntil, options.suppressKey, Date.now())) {
    options.onConfirm();
    return;
  }
  openDialog('confirm', options);
}
