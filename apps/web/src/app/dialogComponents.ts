import { ProfileDialog } from '../features/account/ProfileDialog';
import { AddCarDialog } from '../features/cars/addCar/AddCarDialog';
import { EditCarDialog } from '../features/cars/editCar/EditCarDialog';
import { EditTempCarDialog } from '../features/cars/editCar/EditTempCarDialog';
import { FullDocumentViewDialog } from '../features/documents/viewer/FullDocumentViewDialog';
import { CreateDriverDialog } from '../features/drivers/editing/CreateDriverDialog';
import { EditDriverDialog } from '../features/drivers/editing/EditDriverDialog';
import { SelectCarDialog } from '../features/drivers/editing/SelectCarDialog';
import { SwitchCompanyDialog } from '../features/drivers/editing/SwitchCompanyDialog';
import { UpdatePhotoDialog } from '../features/drivers/editing/UpdatePhotoDialog';
import { AddBankAccountDialog } from '../features/money/driver/AddBankAccountDialog';
import { PayoutDialog } from '../features/money/driver/PayoutDialog';
import { EditPayoutDialog } from '../features/money/payouts/EditPayoutDialog';
import { ImportBankFileDialog } from '../features/money/payouts/files/ImportBankFileDialog';
import { CreditDialog, DebitDialog } from '../features/money/requests/CreditDebitDialog';
import { PreviewRequestDialog } from '../features/money/requests/PreviewRequestDialog';
import { CreateUserDialog, EditUserDialog } from '../features/permissions/users/UserFormDialog';
import { AddCardDialog } from '../features/rides/dialogs/addCard/AddCardDialog';
import { AssignDialog } from '../features/rides/dialogs/assign/AssignDialog';
import { CancelRideDialog } from '../features/rides/dialogs/cancel/CancelRideDialog';
import { ConfirmCancellationDialog } from '../features/rides/dialogs/confirmCancellation/ConfirmCancellationDialog';
import { CreateRideDialog } from '../features/rides/dialogs/createRide/CreateRideDialog';
import { PreviewRideDialog } from '../features/rides/dialogs/preview/PreviewRideDialog';
import { ReviveAllDialog } from '../features/rides/dialogs/revive/ReviveAllDialog';
import { ReviveDialog } from '../features/rides/dialogs/revive/ReviveDialog';
import { CreateRouteDialog, UpdateRouteDialog } from '../features/routing/dialogs/RouteDialog';
import { SentryReportDialog } from '../features/sentry/SentryReportDialog';
import { SurgeSettingsDialog } from '../features/surge/settings/SurgeSettingsDialog';
import { ConfirmDialog } from '../ui/confirm/ConfirmDialog';
import type { DialogComponents } from '../ui/dialogs/DialogHost';

/** Every dialog the manager can open, by key; an area adds its dialogs here. */
export const DIALOG_COMPONENTS: DialogComponents = {
  confirm: ConfirmDialog,
  createDriver: CreateDriverDialog,
  editDriver: EditDriverDialog,
  switchCompany: SwitchCompanyDialog,
  selectCarForDriver: SelectCarDialog,
  updateDriverPhoto: UpdatePhotoDialog,
  fullDocumentView: FullDocumentViewDialog,
  editCar: EditCarDialog,
  editTempCar: EditTempCarDialog,
  profile: ProfileDialog,
  revive: ReviveDialog,
  reviveAll: ReviveAllDialog,
  confirmCancellation: ConfirmCancellationDialog,
  cancelRide: CancelRideDialog,
  addCard: AddCardDialog,
  addCar: AddCarDialog,
  createRide: CreateRideDialog,
  assign: AssignDialog,
  previewRide: PreviewRideDialog,
  addBankAccount: AddBankAccountDialog,
  payout: PayoutDialog,
  previewCredit: PreviewRequestDialog,
  credit: CreditDialog,
  debit: DebitDialog,
  editPayout: EditPayoutDialog,
  importBankFile: ImportBankFileDialog,
  createRoute: CreateRouteDialog,
  updateRoute: UpdateRouteDialog,
  surgeSettings: SurgeSettingsDialog,
  sentryReportRides: SentryReportDialog,
  createUser: CreateUserDialog,
  editUser: EditUserDialog,
};
