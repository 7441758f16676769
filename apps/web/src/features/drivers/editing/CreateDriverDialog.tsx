import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { DriverFormDialog } from './DriverFormDialog';

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    createDriver: object;
  }
}

/** Create driver (spec 2 §2). */
export function CreateDriverDialog(control: DialogControl) {
  return <DriverFormDialog {...control} />;
}
