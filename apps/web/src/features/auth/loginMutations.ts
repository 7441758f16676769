import { type CallResult, type CodeChannel, ENDPOINTS } from '@fleetdesk/contract';
import { useMutation } from '@tanstack/react-query';
import { callEndpoint } from '../../api/client';
import { completeSignIn, forgetUserIfOtherEmail } from './signIn';

export interface Credentials {
  email: string;
  password: string;
}

export type CodeCooldowns = CallResult<(typeof ENDPOINTS)['auth.requestCode']>;

/** Asks for a verification code by SMS or e-mail. Forms show its errors themselves. */
export function useRequestCode() {
  return useMutation({
    mutationFn: ({ credentials, channel }: { credentials: Credentials; channel: CodeChannel }) => {
      forgetUserIfOtherEmail(credentials.email);
      return callEndpoint(ENDPOINTS['auth.requestCode'], { body: { ...credentials, type: channel } });
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
