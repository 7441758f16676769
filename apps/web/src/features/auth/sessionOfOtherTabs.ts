import { useAppStore } from '../../store/appStore';
import { migratePersistedState } from '../../store/migrations';
import { STORE_STORAGE_KEY } from '../../store/persistedState';
import { didUserChange } from './signIn';

/** The session part of a saved store, or null when the text is not a store this app wrote. */
function sessionIn(savedStore: string | null) {
  if (savedStore === null) return { token: null, tokenExpiresAt: null, user: null, permissions: [] };
  let saved: { state?: unknown; version?: unknown } | null;
  try {
    saved = JSON.parse(savedStore);
  } catch {
    return null;
  }
  if (typeof saved !== 'object' || saved === null) return null;
  const version = typeof saved.version === 'number' ? saved.version : 0;
  const { token, tokenExpiresAt, user, permissions } = migratePersistedState(saved.state, version);
  return { token, tokenExpiresAt, user, permissions };
}

/**
 * Tabs of the app share one saved store, but each keeps its own copy in memory and writes all of it
 * back on every change: a tab left on an older session would act as its user and write that session
 * back over a sign-in or a sign-out made in another tab. So every tab follows the session saved last.
 * The same user's new token is taken as is; a sign-out or another user reloads the tab, which drops
 * what it held in memory for the previous session (as signing out does). Views and drafts stay each
 * tab's own: two tabs on two status tabs is a dispatcher's normal day.
 */
export function followSessionSavedByOtherTab(
  savedStore: string | null,
  reload: () => void = () => window.location.reload(),
): void {
  const saved = sessionIn(savedStore);
  const current = useAppStore.getState();
  if (saved === null || saved.token === current.token) return;
  const sameUser = saved.user !== null && !didUserChange(current.user, saved.user);
  if (saved.token !== null && current.token !== null && sameUser) useAppStore.setState(saved);
  else reload();
}

/** Listens for the saved store changing in another tab (the browser tells every tab but the writer). */
export function listenToOtherTabs(): () => void {
  const listener = (event: StorageEvent) => {
    // A null key: the whole storage was cleared, the session with it.
    if (event.key === STORE_STORAGE_KEY || event.key === null) followSessionSavedByOtherTab(event.newValue);
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
