import { DIALOG_CLOSE_DELAY_MS } from '@fleetdesk/contract';
import { create } from 'zustand';
import { type DialogEntry, withDialogOpened, withDialogsClosed, withoutDialog } from './dialogRules';
import type { DialogPropsByKey, RegisteredDialogKey } from './dialogTypes';

export const useDialogStore = create<{ entries: DialogEntry[] }>(() => ({ entries: [] }));

let nextDialogId = 1;

function closeMatching(shouldClose: (entry: DialogEntry) => boolean): void {
  const { entries, closedIds } = withDialogsClosed(useDialogStore.getState().entries, shouldClose);
  if (closedIds.length === 0) return;
  useDialogStore.setState({ entries });
  // Kept mounted while the closing transition plays.
  for (const id of closedIds) {
    setTimeout(
      () => useDialogStore.setState((state) => ({ entries: withoutDialog(state.entries, id) })),
      DIALOG_CLOSE_DELAY_MS,
    );
  }
}

export function openDialog<K extends RegisteredDialogKey>(key: K, props: DialogPropsByKey[K]): void {
  closeMatching((entry) => entry.key === key);
  const entry: DialogEntry = { id: nextDialogId++, key, props, open: true };
  useDialogStore.setState((state) => ({ entries: withDialogOpened(state.entries, entry) }));
}

export function closeDialog(key: RegisteredDialogKey): void {
  closeMatching((entry) => entry.key === key);
}

/** Closes one instance; the host uses it so that a dialog animating out never closes its successor. */
export function closeDialogInstance(id: number): void {
  closeMatching((entry) => entry.id === id);
}

/** The shell calls this whenever the path changes. */
export function closeAllDialogs(): void {
  closeMatching(() => true);
}
