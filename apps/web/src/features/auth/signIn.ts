import type { AuthUser, CallResult, ENDPOINTS } from '@fleetdesk/contract';
import { useAppStore } from '../../store/appStore';
import { USER_CHANGED_EVENT } from './userChangedEvent';

export type VerifiedSession = CallResult<(typeof ENDPOINTS)['auth.verifyCode']>;

/** Another person, or the same person switched between staff and fleet, since the last sign-in. */
export function didUserChange(previous: AuthUser | null, next: AuthUser): boolean {
  return previous === null || previous.id !== next.id || previous.is_fleet !== next.is_fleet;
}

/** Stores the session; fires `user-changed` when the user or fleet flag differs from before (spec 1 §2.4). */
export function completeSignIn({ token, expires_at, ...account }: VerifiedSession): void {
  const { user: previous, startSession } = useAppStore.getState();
  startSession({ token, expiresAt: expires_at, account });
  if (didUserChange(previous, account.user)) {
    window.dispatchEvent(new CustomEvent(USER_CHANGED_EVENT, { detail: { user: account.user } }));
  }
}

/** Requesting a code for another e-mail than the stored user's forgets that user (spec 1 §2.4). */
export function forgetUserIfOtherEmail(email: string): void {
  const { user, forgetUser } = useAppStore.getState();
  if (user && user.email.toLowerCase() !== email.trim().toLowerCase()) forgetUser();
}
