import { ENDPOINTS } from '@fleetdesk/contract';
import { callEndpoint } from '../../api/client';
import { LOGIN_PATH } from '../../app/guards/redirects';
import { useAppStore } from '../../store/appStore';

/**
 * Revokes the token, ends the session here, and loads the login page afresh: the reload closes the
 * socket and drops every in-memory flow (a half-made ride, cached lists) along with the session.
 */
export function useLogout(): () => Promise<void> {
  return async () => {
    // The session ends on this device whatever the server answers: a failed revoke must not trap the user.
    await callEndpoint(ENDPOINTS['auth.logout']).catch((error: unknown) => console.error(error));
    useAppStore.getState().endSession();
    window.location.replace(LOGIN_PATH);
  };
}
