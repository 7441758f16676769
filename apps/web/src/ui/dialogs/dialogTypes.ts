import type { DialogKey } from '@fleetdesk/contract';
import type { PROFILE_DIALOG_KEY } from './profileDialogKey';

/** The contract's dialog keys plus the shell's own profile dialog. */
export type AppDialogKey = DialogKey | typeof PROFILE_DIALOG_KEY;

/**
 * The props each dialog takes, by key. A dialog's module adds its key by augmentation:
 * `declare module '.../dialogTypes' { interface DialogPropsByKey { profile: object } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by module augmentation
export interface DialogPropsByKey {}

export type RegisteredDialogKey = keyof DialogPropsByKey & AppDialogKey;

/** What the host passes to every dialog component besides its own props. */
export interface DialogControl {
  open: boolean;
  onClose: () => void;
}
