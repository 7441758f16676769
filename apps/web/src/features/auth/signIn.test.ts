// @vitest-environment jsdom
import type { AuthUser } from '@fleetdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { completeSignIn, didUserChange, forgetUserIfOtherEmail } from './signIn';
import { USER_CHANGED_EVENT } from './userChangedEvent';

const staff: AuthUser = {
  id: 1,
  email: 'Admin@fleetdesk.test',
  username: 'admin',
  first_name: 'Alicia',
  last_name: 'Morgan',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: true,
};
const verified = (user: AuthUser) => ({
  token: 'new-token',
  expires_at: '2030-01-01T00:00:00.000Z',
  user,
  roles: [],
  permissions: ['surge.view'],
  companies: [],
  document_types: [],
});

let userChanged: ReturnType<typeof vi.fn<(event: Event) => void>>;
beforeEach(() => {
  userChanged = vi.fn<(event: Event) => void>();
  window.addEventListener(USER_CHANGED_EVENT, userChanged);
  useAppStore.setState({ token: null, tokenExpiresAt: null, user: null, permissions: [] });
});
afterEach(() => window.removeEventListener(USER_CHANGED_EVENT, userChanged));

describe('didUserChange', () => {
  it('is true for another id, another fleet flag, or no previous user', () => {
    expect(didUserChange(staff, { ...staff, id: 2 })).toBe(true);
    expect(didUserChange(staff, { ...staff, is_fleet: true })).toBe(true);
    expect(didUserChange(null, staff)).toBe(true);
    expect(didUserChange(staff, { ...staff, first_name: 'Renamed' })).toBe(false);
  });
});

describe('completeSignIn', () => {
  it('stores the token, expiry, user and permissions', () => {
    completeSignIn(verified(staff));
    expect(useAppStore.getState()).toMatchObject({
      token: 'new-token',
      tokenExpiresAt: '2030-01-01T00:00:00.000Z',
      user: staff,
      permissions: ['surge.view'],
    });
  });

  it('fires user-changed when someone else signs in, and not when the same user returns', () => {
    useAppStore.setState({ user: staff });
    completeSignIn(verified(staff));
    expect(userChanged).not.toHaveBeenCalled();
    completeSignIn(verified({ ...staff, id: 9, is_fleet: true }));
    expect(userChanged).toHaveBeenCalledOnce();
  });
});

describe('forgetUserIfOtherEmail', () => {
  it('clears the stored user for another e-mail and keeps it for the same one, whatever the case', () => {
    useAppStore.setState({ user: staff });
    forgetUserIfOtherEmail(' admin@FLEETDESK.test ');
    expect(useAppStore.getState().user).toEqual(staff);
    forgetUserIfOtherEmail('dispatcher@fleetdesk.test');
    expect(useAppStore.getState().user).toBeNull();
  });
});
