/** Texts the user sees, copied from the specs. The UI and the server both use these. */
export const MESSAGES = {
  forbidden: 'You do not have permission to perform this action',
  unauthenticated: 'Unauthenticated.',
  notFound: 'Not found.',
  somethingWrong: 'Something wrong',
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
} as const;

/** The error body every 4xx answer carries. */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}
