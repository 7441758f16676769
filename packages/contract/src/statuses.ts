export const RIDE_STATUSES = [
  'draft',
  'pending',
  'assigned',
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
  'finished',
  'user_requested_cancel',
  'user_canceled',
  'driver_canceled',
  'company_canceled',
  'no_drivers_available',
  'routing_assigned',
  'confirm_user_cancel',
] as const;
export type RideStatus = (typeof RIDE_STATUSES)[number];

export const ACTIVE_RIDE_STATUSES: readonly RideStatus[] = [
  'pending',
  'assigned',
  'accepted',
  'arriving',
  'in_progress',
];

/** Statuses in which a ride holds its driver (and the driver's car): assigned until dropped off. */
export const DRIVER_HELD_STATUSES = [
  'assigned',
  'accepted',
  'arriving',
  'arrived',
  'in_progress',
] as const satisfies readonly RideStatus[];

/** Status tabs of the rides screen, in order, with the statuses each one counts. */
export const RIDE_STATUS_TABS = [
  { key: 'all', label: 'All', statuses: [] },
  { key: 'pending', label: 'Pending', statuses: ['pending'] },
  { key: 'assigned', label: 'Assigned', statuses: ['assigned'] },
  { key: 'accepted', label: 'Accepted', statuses: ['accepted'] },
  { key: 'arriving', label: 'On Location', statuses: ['arriving'] },
  { key: 'in_progress', label: 'In Progress', statuses: ['in_progress'] },
  { key: 'finished', label: 'Finished', statuses: ['finished'] },
  { key: 'user_requested_cancel', label: 'UR Cancel', statuses: ['user_requested_cancel'] },
  { key: 'user_canceled', label: 'U Cancel', statuses: ['user_canceled'] },
  { key: 'driver_canceled', label: 'D Cancel', statuses: ['driver_canceled'] },
  { key: 'company_canceled', label: 'C Cancel', statuses: ['company_canceled'] },
  { key: 'routing_assigned', label: 'R Assigned', statuses: ['routing_assigned'] },
] as const satisfies readonly { key: string; label: string; statuses: readonly RideStatus[] }[];

export const COMPANY_TYPES = ['contract', 'affiliate'] as const;
export type CompanyType = (typeof COMPANY_TYPES)[number];

export const ADMIN_STATUSES = ['active', 'disabled'] as const;
/** Spec 2 §4: new drivers wait for approval. */
export const DRIVER_STATUSES = ['active', 'waiting_for_approval', 'disabled'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];
export const CAR_STATUSES = ['active', 'offline', 'suspended'] as const;
export const PAYMENT_TYPES = ['account', 'card', 'facility', 'passenger'] as const;
export const BILLING_STATUSES = ['paid', 'pending', 'failed'] as const;
export const DISTANCE_STATUSES = ['increased', 'decreased', 'not_changed'] as const;
export const CODE_CHANNELS = ['sms', 'email'] as const;
export type CodeChannel = (typeof CODE_CHANNELS)[number];
