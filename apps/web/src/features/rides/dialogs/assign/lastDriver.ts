import { useSyncExternalStore } from 'react';

/** The driver a dispatcher assigned last in this browser, for "Assign to last driver". */
export interface LastDriver {
  id: number;
  name: string;
}

const STORAGE_KEY = 'fleetdesk.lastDriver';
const listeners = new Set<() => void>();

function parse(text: string | null): LastDriver | null {
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<LastDriver>;
    return typeof value.id === 'number' && typeof value.name === 'string'
      ? { id: value.id, name: value.name }
      : null;
  } catch {
    return null;
  }
}

// Cached so useSyncExternalStore sees a stable snapshot between changes.
let cachedText: string | null = null;
let cached: LastDriver | null = null;

export function readLastDriver(): LastDriver | null {
  const text = localStorage.getItem(STORAGE_KEY);
  if (text !== cachedText) {
    cachedText = text;
    cached = parse(text);
  }
  return cached;
}

export function rememberLastDriver(driver: LastDriver): void {
  localStorage.setItem(STORAGE_KEY, JSON.stringify(driver));
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab assigning a driver changes it too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The stored last driver, re-rendering when it changes (the detail shows the button only then). */
export function useLastDriver(): LastDriver | null {
  return useSyncExternalStore(subscribe, readLastDriver, () => null);
}
