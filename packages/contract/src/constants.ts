/** Business constants of the three specs (spec 1 §9, spec 2 §9, spec 3 §9). */
export const TIME_ZONE = 'America/New_York';
export const CURRENCY = 'USD';
export const LOCALE = 'en-US';

export const API_BASE = '/api/v1';
export const FLEET_API_BASE = '/api/v1/fleet';

export const RIDES_PAGE_SIZE = 75;
export const RIDES_PAGING_OPTIONS = [5, 10, 25, 50, 75, 100, 150, 200, 400, 500] as const;
export const RIDES_SEARCH_DEBOUNCE_MS = 500;
export const RIDE_CREATE_THROTTLE_MS = 2000;
export const RIDE_DETAIL_REFRESH_MS = 1500;
export const RIDE_CHIPS_MAX = 10;
export const FAVORITE_RIDES_DEFAULT = 20;
export const FAVORITE_RIDES_MIN = 1;
export const FAVORITE_RIDES_MAX = 100;
export const DEFAULT_NEW_RIDE_COMPANY_ID = 39;
export const DEFAULT_AFFILIATE_STATUSES = ['assigned', 'accepted', 'arriving'] as const;
export const ON_TIME_PICKUP_MINUTES = 20;
export const NO_CANCEL_VENDOR_ID = 15;
export const FLEET_LOCK_MINUTES_BEFORE_PICKUP = 10;
export const STALE_GPS_MINUTES = 2;

export const DIALOG_CLOSE_DELAY_MS = 300;
export const CONFIRM_SUPPRESSION_MS = 5 * 60 * 1000;
export const VERSION_BANNER_COUNTDOWN_SECONDS = 300;
export const IDLE_TIMEOUT_SECONDS = 180;
export const MAX_TOASTS = 6;
export const STORE_SCHEMA_VERSION = 6;
export const SOCKET_RECONNECT_DELAY_MS = 500;
/** How often browsers ask `/version`, besides the `version.changed` socket action. */
export const VERSION_POLL_INTERVAL_MS = 60_000;
/** How often the header's on-time widget refreshes. */
export const OTP_METRICS_REFRESH_MS = 60_000;

export const NOTES_PAGE_SIZE = 1000;
export const RIDE_NOTE_MAX = 250;
export const ENTITY_NOTE_MAX = 100;

export const MAP_DEFAULT_CENTER: readonly [number, number] = [-73.95, 40.72];
export const MAP_DEFAULT_ZOOM = 8;

/** Sign-in: verification codes and sessions. */
export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_TTL_SECONDS = 10 * 60;
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const VERIFICATION_CODE_COOLDOWN_SECONDS = 60;

/** Dialog keys of spec 1 §9. */
export const DIALOG_KEYS = [
  'editUser',
  'confirm',
  'createDriver',
  'editDriver',
  'addCar',
  'editCar',
  'editTempCar',
  'createRide',
  'addCard',
  'squareCard',
  'createUser',
  'switchCompany',
  'addBankAccount',
  'previewCredit',
  'credit',
  'debit',
  'payout',
  'createRoute',
  'updateRoute',
  'cancelRide',
  'assign',
  'revive',
  'reviveAll',
  'updateDriverPhoto',
  'fullDocumentView',
  'previewRide',
  'selectCarForDriver',
  'importBankFile',
  'editPayout',
  'confirmCancellation',
  'sentryReportRides',
  'surgeSettings',
] as const;
export type DialogKey = (typeof DIALOG_KEYS)[number];
