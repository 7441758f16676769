import { MIN_AHEAD_MAX, RIDES_OFFSET_MAX, SEARCH_TERM_MIN } from './constants';

/** Texts the user sees, copied from the specs. The UI and the server both use these. */
export const MESSAGES = {
  forbidden: 'You do not have permission to perform this action',
  /** A facility user naming a company they hold no role in (docs/decisions.md, company scope). */
  companyOutOfReach: 'You can only work for the companies you hold a role in',
  unauthenticated: 'Unauthenticated.',
  notFound: 'Not found.',
  somethingWrong: 'Something wrong',
  /** No answer at all (server down, connection lost): shown where a page tells why it has no data. */
  noAnswer: 'Something wrong: the server did not answer. Check the connection and try again.',
  pleaseTryAgain: 'Please try again!',
  invalidData: 'The given data was invalid.',
  accessDeniedScreen: "You don't have permission to access this data. Contact your admin.",
  accessDenied: 'Access denied',
  errorPageTitle: 'Something went wrong',
  errorPageHint: 'Try reloading the page',
  clipboardNotFocused: 'Please copy the text one more time. The page is not focused.',
  clipboardCopied: 'Copied in clipboard!',
  codeInvalid: 'Code is invalid. Please try again!',
  codeExpired: 'Code has expired. Please request a new code.',
  codeBurned: 'Too many wrong codes. Please request a new code.',
  codeCooldown: 'Please wait before requesting a new code.',
  credentialsInvalid: 'These credentials do not match our records.',
  accountDisabled: 'This account is disabled.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  codeSentSms: 'We have sent a verification code by SMS.',
  codeSentEmail: 'We have sent a verification code by e-mail.',
  noPhoneForSms: 'No phone number is set for this account. Use E-MAIL.',
  selectRide: 'Please select a ride',
  required: 'Required',
  invalidEmail: 'Invalid email address',
  methodNotFound: 'Method not found',
  profileUpdated: 'Great! Your profile was updated!',
  currentPasswordRequired: 'Enter your current password to change your phone number.',
  currentPasswordWrong: 'Your current password is not correct.',
  noRidesFound: 'No rides found! Try adjusting your search options.',
  noRides: 'No rides',
  /** Before the reason, where the list would be: an empty list would read as no rides at all. */
  ridesNotLoaded: 'The rides could not be loaded.',
  permissionDenied: 'Permission denied!',
  newTripIdRequired: 'NEW TRIP ID IS REQUIRED!',
  reviveMta: 'You do not have permission to revive MTA rides!',
  reviveSentry2: 'You do not have permission to revive Sentry 2 rides!',
  rejectSentry: 'You do not have permission to reject Sentry rides',
  rejectSentry2: 'You do not have permission to reject Sentry 2 rides',
  fleetLock: 'Not available within 10 minutes before pickup',
  selectStatus: 'Please select a status',
  selectDriver: 'Select Driver is required',
  referenceForFleet: 'Reference ID search is not available for fleet users',
  referenceTooShort: 'Reference ID must be at least 4 characters long',
  emptySearchValue: 'Search value is empty',
  searchTermTooShort: `Search terms must be at least ${SEARCH_TERM_MIN} characters long`,
  pageTooDeep: `Pages past row ${RIDES_OFFSET_MAX} are reached through next_page_url; narrow the search or the dates`,
  estimateExpired: 'Ride estimate is expired',
  noEstimates: 'No estimates found',
  tryAgainHint: 'Try again!',
  tryAgainPrefix: 'Try again',
  noteAddFailed: 'Ooops! Something wrong!',
  noteAdded: 'Great! You have added new notes!',
  noNote: 'No note',
  nothingFound: 'Nothing found!',
  noData: 'No Data',
  vehicleInfoNotAvailable: 'Vehicle info not available.',
  cardSaved: 'Card saved successfully!',
  cardSaveFailed: 'Failed to save card',
  cardMissingToken: 'Missing token or rider ID',
  /** Card fields posted where cards are tokenised in the browser (decision 181). */
  cardFieldsRefused: "This installation takes cards through the payment provider's card form only.",
  assignedRide: 'Great! You have assigned ride to the driver!',
  rejectedRide: 'Great! You have rejected the ride',
  removedRide: 'Great! You have removed ride!',
  allRidesCancelled: 'Great! All rides are cancelled!',
  releasedMarketplace: 'Great! You have released the marketplace rides!',
  osrmFallback: 'Technical issue with OSRM server — this ETA is INACCURACY!',
  gpsStale: 'GPS last updated {n} minutes ago',
  rideCreateThrottled: 'Please wait 2 seconds between ride requests.',
  cardRequired: 'Card selection is required',
  selectDate: 'Please select at least one date',
  returnAfterPickup: 'Return time must be after pickup time',
  timeAfterPickup: 'Time must be after pick up time',
  timeInPast: 'Time is in the past',
  invalidDate: 'Invalid Date',
  emailDomain: 'Email must contain a valid domain',
  minAheadPositive: 'Must be a positive number greater than 0',
  minAheadRequired: 'Value is required when status is active',
  /** Ours: the spec gives no upper bound; min_ahead is kept within a week. */
  minAheadTooLong: `Must be at most ${MIN_AHEAD_MAX} minutes (one week)`,
  settingsUpdated: 'Great! You have updated the settings!',
  unsavedChanges: 'You have unsaved changes. Are you sure you want to close without saving?',
  /** Ours: the spec shows no text for Minus $1 on a ride without surge (docs/decisions.md). */
  surgeBelowZero: 'The surge amount is already $0',
  /** Ours: the spec shows no text for a price change of a ride that is no longer open (docs/decisions.md). */
  surgeRideNotOpen: 'This ride is no longer an open marketplace ride',
  fleetUpdated: 'Fleet updated successfully',
  driversNotified: 'Drivers notified successfully',
  notifyInFlight: 'The previous notification dispatch has not been completed, please wait.',
  /** Ours: the spec shows no text for a press before the countdown ends (docs/decisions.md). */
  notifyTooSoon: 'Drivers were notified recently; please wait until the countdown ends.',
  permissionsUpdated: 'Great! You have update permission!',
  userCreated: 'Great! You have created a user!',
  userUpdated: 'Great! You have update user',
  userUpdateFailed: 'Failed to update user',
  /** Ours (docs/decisions.md 114): the server's words where the spec shows none. */
  adminOnlyUserFields: 'Only admins can change status, roles and read-only access',
  superAdminOnly: 'Only a super admin can change a super admin',
  adminOnlyAdmins: 'Only an admin can change an admin',
  ownAccountDisable: 'You cannot disable your own account',
  emailTaken: 'The email has already been taken.',
  companyRequired: 'Company is required',
  oneCompanyOnly: 'Only the facility role may hold several companies',
  facilityCompaniesOnly: 'The facility role is held in facility companies only',
  passwordTooShort: 'Password must be at least 8 characters',
  unknownRole: 'Unknown role',
  unknownCompany: 'Unknown company',
  unknownPermission: 'Unknown permission',
  grantOnlyHeldKeys: 'You can only grant or remove permissions you hold',
} as const;

/** The error body every 4xx answer carries. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

/** Messages with a value in them, worded as the spec words them. */
export const rideUpdatedMessage = (id: number) => `Great! Ride ${id} was updated!`;
export const ridesAddedMessage = (n: number) => `Great! You have added ${n} ride(s)!`;
export const assignConfirmText = (rideId: number, driverName: string, driverId: number) =>
  `Are you sure you want to assign this ride ${rideId} to ${driverName}(#${driverId})?`;
export const maxCharactersMessage = (n: number) => `Max characters count is ${n}!`;
export const marketplaceCancelMessage = (broker: string) =>
  `Cancellation is disabled for ${broker} Marketplace trips`;
export const noShowWaitMessage = (minutes: number) =>
  `No Show will be active ${minutes} minutes after pickup time(arrived time)`;
