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
/**
 * The confirm dialog's Confirm button appears this long after the question (spec 1 §2.5): 700 ms for the
 * everyday per-ride questions (assign, reject), so a double click on what asked cannot answer a question
 * not yet read; 3 s for Release MP, a bulk release of tomorrow's marketplace rides.
 */
export const CONFIRM_APPEAR_DELAY_MS = 700;
export const CONFIRM_BULK_APPEAR_DELAY_MS = 3000;
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

/** Rides area (spec 1 §9) and the rules we chose where it is silent (docs/decisions.md). */
export const RIDES_DEFAULT_RANGE_DAYS = 120;
export const RIDES_DEFAULT_SORT = 'rides.pickup_at';
/** The ride table's refresh (spec 1 §9), kept whether auto update is on or off (docs/decisions.md). */
export const RIDES_TABLE_REFRESH_MS = 10_000;
export const BILLING_NOTES_REFRESH_MS = 10_000;
export const RIDES_SECOND_REFRESH_MS = 15_000;
export const FLEET_LIST_REFRESH_MS = 60_000;
export const MAP_DRIVERS_REFRESH_MS = 5_000;
export const MAP_FIT_MAX_DURATION_MS = 2000;
export const MAP_FIT_MAX_ZOOM = 12;
export const MAP_GROUPING_THRESHOLDS_PX = [23, 35] as const;
export const PREFERRED_DRIVER_COLORS = ['#e53935', '#8e24aa', '#1e88e5', '#43a047', '#fb8c00'] as const;
export const VIEWING_ADMIN_NAME_MAX = 7;
export const TABLE_ADDRESS_MAX = 10;
export const DETAIL_COMPANY_NAME_MAX = 16;
export const RECENT_NOTE_HIGHLIGHT_MS = 5 * 60 * 1000;
export const DRIVER_DISPATCH_NOTE_WINDOW_HOURS = 6;
export const CREDIT_NOTE_MAX = 100;
export const REVIVE_REASON_MIN = 5;
export const REVIVE_REASON_MAX = 250;
export const CANCEL_NOTE_MIN = 5;
export const NEW_TRIP_ID_NOTE_MAX = 250;
export const REFERENCE_SEARCH_MIN = 4;
/** A search term that matches inside text (names, addresses, phones) needs this many characters. */
export const SEARCH_TERM_MIN = 2;
/**
 * Rows a page may skip with `page`: past them an offset costs a scan of every row skipped, so the
 * list continues with the cursor (`after`) its next_page_url carries.
 */
export const RIDES_OFFSET_MAX = 10_000;
/**
 * The rides list without dates or a search starts this many New York days before today (at 00:00), so
 * the previous 24 hours stay in view (`defaultRideDays`, used by the web and GET /rides alike).
 */
export const RIDES_DEFAULT_DAYS_BACK = 1;
export const SEAT_CHOICES = [1, 2, 3, 4] as const;
/** Vendor-pickup delay is highlighted above 10 minutes and ignored from 200 minutes on. */
export const VENDOR_PICKUP_DELAY_HIGHLIGHT_MIN = 10;
export const VENDOR_PICKUP_DELAY_IGNORE_MIN = 200;
/** Companies never offered in the create wizard: the five brokers (spec 1 §2.7 "five special companies"). */
export const NON_BOOKABLE_COMPANY_IDS = [1, 2, 3, 4, 5] as const;
/** ADA paratransit rule: a vehicle waits 5 minutes after arrival before a rider no-show (FACTS.md). */
export const NO_SHOW_WAIT_MINUTES = 5;
/** An estimate can be booked for this long after it was priced. */
export const ESTIMATE_TTL_MINUTES = 15;
/** Door-to-door and door-through-door service per leg, in cents. */
export const SERVICE_LEVEL_FEES_CENTS = { d2d: 500, d3d: 1000 } as const;
/** Card processing fee: 2.9% + 30 cents of the amount before the fee. */
export const CARD_FEE_PERCENT = 2.9;
export const CARD_FEE_FIXED_CENTS = 30;
/** Straight-line fallback: road distance ≈ haversine × 1.3 at an average New York speed of 18 mph. */
export const FALLBACK_DETOUR_FACTOR = 1.3;
export const FALLBACK_SPEED_MPH = 18;
/** Bulk ride creation answers 429 when one user creates rides more often than this. */
export const RIDE_CREATE_MIN_INTERVAL_MS = 2000;
export const RIDERS_PAGE_SIZE = 100;

/** The Add bank account button's sending spinner, in px (spec 2 §9). */
export const BANK_BUTTON_SPINNER_SIZE = 24;

/** Drivers grid page sizes (spec 2 §9) and the select-car dialog's; 10 is the grid's default. */
export const DRIVERS_PAGING_OPTIONS = [5, 10, 25, 50, 75, 100, 250, 500] as const;
export const DRIVERS_PAGE_SIZE = 10;
/** Users tab of the permissions screen (spec 3 §9: 5 to 100, default 25); chips shown before +N. */
export const USERS_PAGING_OPTIONS = [5, 10, 25, 50, 100] as const;
export const USERS_PAGE_SIZE = 25;
export const USER_CHIPS_SHOWN = 3;
/** The fleet column's text for drivers of no fleet: the operator's own (default) fleet, filter id 0. */
export const DEFAULT_FLEET_LABEL = 'Default fleet';
export const DEFAULT_FLEET_ID = 0;
/** Deepest row a drivers page may start at: past it a filter narrows faster than paging (docs/decisions.md). */
export const DRIVERS_OFFSET_MAX = 25_000;
/** Most ride offers one call lists. */
export const RIDE_OFFERS_MAX = 50;

/** Notify Drivers (spec 3 §9): minutes between two dispatches unless the `notifier.interval_minutes` setting says otherwise. */
export const NOTIFY_DEFAULT_INTERVAL_MINUTES = 10;
/** The Notify Drivers page re-reads the last notification this often (spec 3 §9). */
export const NOTIFY_POLL_MS = 5000;

/** The longest marketplace min_ahead in minutes (spec 3 §5 gives none): a week. */
export const MIN_AHEAD_MAX = 10_080;
