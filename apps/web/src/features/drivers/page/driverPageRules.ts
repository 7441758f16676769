import type { DriverCar, DriverDetail, PermissionKey, SENTRY_STATES } from '@fleetdesk/contract';

/** What the page needs to know about the person looking at it. */
export interface DriverPageViewer {
  isFleet: boolean;
  /** Whether the viewer holds a key (always false for fleet users, who hold none). */
  holds: (key: PermissionKey) => boolean;
}

/** Which parts of the driver page a viewer sees (spec 2 §2, §6). */
export interface DriverPageBlocks {
  routeBroker: boolean;
  requestRoute: boolean;
  companyRestrictions: boolean;
  /** CTG, Sentry and Arro status and messages. */
  brokers: boolean;
  /** Balance, transactions, bank accounts, payouts. */
  money: boolean;
}

export function driverPageBlocks({ isFleet, holds }: DriverPageViewer): DriverPageBlocks {
  return {
    routeBroker: holds('drivers.show_route_broker'),
    requestRoute: holds('drivers.show_request_route'),
    companyRestrictions: holds('drivers.show_company_restriction'),
    brokers: !isFleet,
    money: !isFleet,
  };
}

type BadgeColor = 'success' | 'warning' | 'default';

/** Driver status badges (spec 2 §4): active success, waiting for approval pending, disabled greyed. */
export const DRIVER_STATUS_BADGES: Readonly<
  Record<DriverDetail['status'], { label: string; color: BadgeColor }>
> = {
  active: { label: 'Active', color: 'success' },
  waiting_for_approval: { label: 'Waiting for approval', color: 'warning' },
  disabled: { label: 'Disabled', color: 'default' },
};

/** Sentry states as the broker block reads them. */
export const SENTRY_STATE_LABELS: Readonly<Record<(typeof SENTRY_STATES)[number], string>> = {
  ACTIVE: 'Active',
  INACTIVE: 'Inactive',
  NOT_SENT: 'Not sent',
};

/** How the page's links open: a new tab that gets no handle on this one. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** The driver's rides, opened in a new tab. */
export const driverRidesLink = (driverId: number) => `/rides?search=did:${driverId}`;

/** The drivers grid searching for a plate, opened in a new tab. */
export const plateSearchLink = (plate: string) => `/drivers?search=${encodeURIComponent(plate)}`;

/** Offline and suspended cars show an Activate button (spec 2 §4). */
export const mayActivateCar = (car: Pick<DriverCar, 'status'>) => car.status !== 'active';

/** The dialog that edits a car: temporary cars have their own. */
export const editCarDialogKey = (car: Pick<DriverCar, 'is_temporary'>) =>
  car.is_temporary ? ('editTempCar' as const) : ('editCar' as const);

/** Two letters for a driver without a photo. */
export const driverInitials = (driver: Pick<DriverDetail, 'first_name' | 'last_name'>) =>
  `${driver.first_name.charAt(0)}${driver.last_name.charAt(0)}`.toUpperCase();

/** First, middle and last name. */
export const driverFullName = (driver: Pick<DriverDetail, 'first_name' | 'middle_name' | 'last_name'>) =>
  [driver.first_name, driver.middle_name, driver.last_name].filter(Boolean).join(' ');

/** The names of the companies a driver may not work for; an id the list does not know shows as #id. */
export function restrictedCompanyNames(
  bannedIds: readonly number[],
  companies: readonly { id: number; name: string }[],
): string[] {
  const names = new Map(companies.map((company) => [company.id, company.name]));
  return bannedIds.map((id) => names.get(id) ?? `#${id}`);
}
