import type { AppAction } from '@fleetdesk/contract';

type AppActionListener = (action: AppAction) => void;

const listeners = new Set<AppActionListener>();

/** Listeners outlive any one socket: reconnects and re-logins keep the subscriptions. */
export function subscribeToAppActions(listener: AppActionListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function publishAppAction(action: AppAction): void {
  for (const listener of listeners) listener(action);
}
