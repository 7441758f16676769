// @vitest-environment jsdom
import { type AuthUser, STORE_SCHEMA_VERSION } from '@fleetdesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { INITIAL_RIDES_VIEW } from '../../store/persistedState';
import { TEST_DISPATCHER } from '../rides/dialogs/testing/renderDialog';
import { followSessionSavedByOtherTab } from './sessionOfOtherTabs';

const dispatcher: AuthUser = TEST_DISPATCHER;
const manager: AuthUser = { ...dispatcher, id: 6, email: 'manager@fleetdesk.test' };

/** What another tab leaves in local storage: the whole store, as the app writes it. */
const savedBy = (session: { token: string | null; user: AuthUser | null }, statusTab = 'pending') =>
  JSON.stringify({
    state: {
      ...session,
      tokenExpiresAt: session.token ? '2030-01-01T00:00:00.000Z' : null,
      permissions: session.token ? ['rides.view'] : [],
      ridesView: { ...INITIAL_RIDES_VIEW, statusTab },
    },
    version: STORE_SCHEMA_VERSION,
  });

let reload: ReturnType<typeof vi.fn<() => void>>;
beforeEach(() => {
  reload = vi.fn<() => void>();
  useAppStore.setState({
    token: 'token-1',
    tokenExpiresAt: '2029-01-01T00:00:00.000Z',
    user: dispatcher,
    permissions: ['surge.view'],
    ridesView: INITIAL_RIDES_VIEW,
  });
});

describe('a session saved by another tab', () => {
  it('is ignored when it is this tab’s own, or not a store this app wrote', () => {
    followSessionSavedByOtherTab(savedBy({ token: 'token-1', user: dispatcher }), reload);
    followSessionSavedByOtherTab('{not json', reload);
    followSessionSavedByOtherTab('null', reload);
    expect(reload).not.toHaveBeenCalled();
    expect(useAppStore.getState().permissions).toEqual(['surge.view']);
  });

  it('of the same user with a new token is taken as is, and the view stays this tab’s own', () => {
    followSessionSavedByOtherTab(savedBy({ token: 'token-2', user: dispatcher }), reload);
    expect(reload).not.toHaveBeenCalled();
    expect(useAppStore.getState()).toMatchObject({
      token: 'token-2',
      tokenExpiresAt: '2030-01-01T00:00:00.000Z',
      permissions: ['rides.view'],
      ridesView: INITIAL_RIDES_VIEW,
    });
  });

  it('reloads the tab when another user signed in, or the session ended there', () => {
    followSessionSavedByOtherTab(savedBy({ token: 'token-2', user: manager }), reload);
    followSessionSavedByOtherTab(savedBy({ token: null, user: dispatcher }), reload);
    followSessionSavedByOtherTab(null, reload); // the storage was cleared
    expect(reload).toHaveBeenCalledTimes(3);
    expect(useAppStore.getState().token).toBe('token-1');
  });

  it('reloads a signed-out tab when a session starts in another', () => {
    useAppStore.setState({ token: null, tokenExpiresAt: null, permissions: [] });
    followSessionSavedByOtherTab(savedBy({ token: 'token-2', user: dispatcher }), reload);
    expect(reload).toHaveBeenCalledOnce();
  });
});
