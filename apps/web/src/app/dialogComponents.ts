import { ConfirmDialog } from '../ui/confirm/ConfirmDialog';
import type { DialogComponents } from '../ui/dialogs/DialogHost';
import { lazyComponent } from '../ui/lazyComponent';

/** Every dialog the manager can open, by key, its code loaded when first opened; an area adds its dialogs here. */
export const DIALOG_COMPONENTS: DialogComponents = {
  confirm: ConfirmDialog,
  createDriver: lazyComponent(
    () => import('../features/drivers/editing/CreateDriverDialog'),
    (m) => m.CreateDriverDialog,
  ),
  editDriver: lazyComponent(
    () => import('../features/drivers/editing/EditDriverDialog'),
    (m) => m.EditDriverDialog,
  ),
  switchCompany: lazyComponent(
    () => import('../features/drivers/editing/SwitchCompanyDialog'),
    (m) => m.SwitchCompanyDialog,
  ),
  selectCarForDriver: lazyComponent(
    () => import('../features/drivers/editing/SelectCarDialog'),
    (m) => m.SelectCarDialog,
  ),
  updateDriverPhoto: lazyComponent(
    () => import('../features/drivers/editing/UpdatePhotoDialog'),
    (m) => m.UpdatePhotoDialog,
  ),
  fullDocumentView: lazyComponent(
    () => import('../features/documents/viewer/FullDocumentViewDialog'),
    (m) => m.FullDocumentViewDialog,
  ),
  editCar: lazyComponent(
    () => import('../features/cars/editCar/EditCarDialog'),
    (m) => m.EditCarDialog,
  ),
  editTempCar: lazyComponent(
    () => import('../features/cars/editCar/EditTempCarDialog'),
    (m) => m.EditTempCarDialog,
  ),
  profile: lazyComponent(
    () => import('../features/account/ProfileDialog'),
    (m) => m.ProfileDialog,
  ),
  revive: lazyComponent(
    () => import('../features/rides/dialogs/revive/ReviveDialog'),
    (m) => m.ReviveDialog,
  ),
  reviveAll: lazyComponent(
    () => import('../features/rides/dialogs/revive/ReviveAllDialog'),
    (m) => m.ReviveAllDialog,
  ),
  confirmCancellation: lazyComponent(
    () => import('../features/rides/dialogs/confirmCancellation/ConfirmCancellationDialog'),
    (m) => m.ConfirmCancellationDialog,
  ),
  cancelRide: lazyComponent(
    () => import('../features/rides/dialogs/cancel/CancelRideDialog'),
    (m) => m.CancelRideDialog,
  ),
  addCard: lazyComponent(
    () => import('../features/rides/dialogs/addCard/AddCardDialog'),
    (m) => m.AddCardDialog,
  ),
  squareCard: lazyComponent(
    () => import('../features/rides/dialogs/squareCard/SquareCardDialog'),
    (m) => m.SquareCardDialog,
  ),
  addCar: lazyComponent(
    () => import('../features/cars/addCar/AddCarDialog'),
    (m) => m.AddCarDialog,
  ),
  createRide: lazyComponent(
    () => import('../features/rides/dialogs/createRide/CreateRideDialog'),
    (m) => m.CreateRideDialog,
  ),
  assign: lazyComponent(
    () => import('../features/rides/dialogs/assign/AssignDialog'),
    (m) => m.AssignDialog,
  ),
  previewRide: lazyComponent(
    () => import('../features/rides/dialogs/preview/PreviewRideDialog'),
    (m) => m.PreviewRideDialog,
  ),
  addBankAccount: lazyComponent(
    () => import('../features/money/driver/AddBankAccountDialog'),
    (m) => m.AddBankAccountDialog,
  ),
  payout: lazyComponent(
    () => import('../features/money/driver/PayoutDialog'),
    (m) => m.PayoutDialog,
  ),
  previewCredit: lazyComponent(
    () => import('../features/money/requests/PreviewRequestDialog'),
    (m) => m.PreviewRequestDialog,
  ),
  credit: lazyComponent(
    () => import('../features/money/requests/CreditDebitDialog'),
    (m) => m.CreditDialog,
  ),
  debit: lazyComponent(
    () => import('../features/money/requests/CreditDebitDialog'),
    (m) => m.DebitDialog,
  ),
  editPayout: lazyComponent(
    () => import('../features/money/payouts/EditPayoutDialog'),
    (m) => m.EditPayoutDialog,
  ),
  importBankFile: lazyComponent(
    () => import('../features/money/payouts/files/ImportBankFileDialog'),
    (m) => m.ImportBankFileDialog,
  ),
  createRoute: lazyComponent(
    () => import('../features/routing/dialogs/RouteDialog'),
    (m) => m.CreateRouteDialog,
  ),
  updateRoute: lazyComponent(
    () => import('../features/routing/dialogs/RouteDialog'),
    (m) => m.UpdateRouteDialog,
  ),
  surgeSettings: lazyComponent(
    () => import('../features/surge/settings/SurgeSettingsDialog'),
    (m) => m.SurgeSettingsDialog,
  ),
  sentryReportRides: lazyComponent(
    () => import('../features/sentry/SentryReportDialog'),
    (m) => m.SentryReportDialog,
  ),
  createUser: lazyComponent(
    () => import('../features/permissions/users/UserFormDialog'),
    (m) => m.CreateUserDialog,
  ),
  editUser: lazyComponent(
    () => import('../features/permissions/users/UserFormDialog'),
    (m) => m.EditUserDialog,
  ),
};
