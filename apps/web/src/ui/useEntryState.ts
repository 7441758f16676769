import { type Dispatch, type SetStateAction, useEffect, useState } from 'react';
import { useLocation } from 'react-router';

const PREFIX = 'fleetdesk.entry';

function read<T>(key: string): T | undefined {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as T);
  } catch {
    return undefined;
  }
}

/**
 * A page loaded anew (a typed address, a bookmark, a link from outside) starts an entry without a key,
 * and the router calls every such entry 'default': their kept views would be one. Giving the entry its
 * own key before the router reads it keeps them apart; a reload keeps the entry, and so its key.
 */
export function keyFirstHistoryEntry(history: History = window.history): void {
  const state: unknown = history.state;
  if (state && typeof state === 'object' && 'key' in state && state.key) return;
  const key = Math.random().toString(36).slice(2, 10);
  history.replaceState({ ...(state && typeof state === 'object' ? state : {}), key }, '');
}

/**
 * useState kept with the browser's history entry: Back (or a reload) to a list after opening one of its
 * rows finds the search, filters and page the user left, while the menu link opens a new entry and so a
 * fresh list. The value must survive JSON; it lives in sessionStorage, so only for this tab.
 */
export function useEntryState<T>(name: string, initial: T): [T, Dispatch<SetStateAction<T>>] {
  const location = useLocation();
  // The address is part of the key too: a link's own query (`/drivers?search=…`) is a view of its own.
  const key = `${PREFIX}.${location.key}.${location.pathname}${location.search}.${name}`;
  const [value, setValue] = useState<T>(() => read<T>(key) ?? initial);
  useEffect(() => {
    try {
      sessionStorage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or blocked storage only costs the restore on Back.
    }
  }, [key, value]);
  return [value, setValue];
}
