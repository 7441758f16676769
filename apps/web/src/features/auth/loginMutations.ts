import { type CallResult, type CodeChannel, ENDPOINTS, MESSAGES } from '@fleetdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../api/ApiError';
import { callEndpoint } from '../../api/client';
import { completeSignIn, forgetUserIfOtherEmail } from './signIn';

export interface Credentials {
  email: string;
  password: string;
}

export type CodeCooldowns = CallResult<(typeof ENDPOINTS)['auth.requestCode']>;

function requestCode(credentials: Credentials, channel: CodeChannel): Promise<CodeCooldowns> {
  forgetUserIfOtherEmail(credentials.email);
  return callEndpoint(ENDPOINTS['auth.requestCode'], { body: { ...credentials, type: channel } });
}

/** Asks for a verification code by SMS or e-mail. Forms show its errors themselves. */
export function useRequestCode() {
  return useMutation({
    mutationFn: ({ credentials, channel }: { credentials: Credentials; channel: CodeChannel }) =>
      requestCode(credentials, channel),
    meta: { errors: 'caller' },
  });
}

const isWithoutPhone = (error: unknown) =>
  error instanceof ApiError && error.fieldErrors.type?.[0] === MESSAGES.noPhoneForSms;

/**
 * LOGIN asks for the first code by SMS. An account without a phone number (it can be cleared in the
 * profile) gets it by e-mail instead: step 1 has no E-MAIL button, so being told to use it would leave
 * that user no way in. Answers the channel the code went by.
 */
export function useRequestFirstCode() {
  return useMutation({
    mutationFn: async (credentials: Credentials) => {
      try {
        return { channel: 'sms' as CodeChannel, cooldowns: await requestCode(credentials, 'sms') };
      } catch (error) {
        if (!isWithoutPhone(error)) throw error;
        return { channel: 'email' as CodeChannel, cooldowns: await requestCode(credentials, 'email') };
      }
    },
    meta: { errors: 'caller' },
  });
}

/** Exchanges the code for a session; the login page then redirects on its own. */
export function useVerifyCode() {
  return useMutation({
    mutationFn: (body: Credentials & { type: CodeChannel; verification_code: string }) =>
      callEndpoint(ENDPOINTS['auth.verifyCode'], { body }),
    onSuccess: completeSignIn,
    meta: { errors: 'caller' },
  });
}
