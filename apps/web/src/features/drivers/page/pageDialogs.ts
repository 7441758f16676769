import { openDialog } from '../../../ui/dialogs/dialogStore';
import type { DialogPropsByKey, RegisteredDialogKey } from '../../../ui/dialogs/dialogTypes';

/** The props the drivers area passes to its dialogs, for those not declared yet. */
interface DriverPageDialogProps {
  createDriver: Record<string, never>;
  editDriver: { driverId: number };
  switchCompany: { driverId: number; companyId: number | null };
  updateDriverPhoto: { driverId: number };
  selectCarForDriver: { driverId: number };
  addCar: { driverId: number };
  editCar: { carId: number };
  editTempCar: { carId: number };
}

type DriverPageDialogKey = keyof DriverPageDialogProps;

/** A dialog's own declared props once it exists, the page's expectation until then. */
type PropsOf<K extends DriverPageDialogKey> = K extends keyof DialogPropsByKey
  ? DialogPropsByKey[K]
  : DriverPageDialogProps[K];

/**
 * Opens one of the drivers area's dialogs (from this page, the grid, cars and documents). Other parts of
 * the area build them; a dialog that declares its props is checked against them, so a caller does not
 * depend on when each one lands.
 */
export function openDriverPageDialog<K extends DriverPageDialogKey>(key: K, props: PropsOf<K>): void {
  openDialog(key as RegisteredDialogKey, props as never);
}
