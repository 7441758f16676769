/** One dialog instance. `open: false` means it is animating out and is removed after the close delay. */
export interface DialogEntry {
  id: number;
  key: string;
  props: unknown;
  open: boolean;
}

/** Opens `next`; an open dialog with the same key is closed first, so each key is open at most once. */
export function withDialogOpened(entries: readonly DialogEntry[], next: DialogEntry): DialogEntry[] {
  return [...entries.map((entry) => (entry.key === next.key ? { ...entry, open: false } : entry)), next];
}

/** Closes the open dialogs matching `shouldClose` and returns the ids that just closed. */
export function withDialogsClosed(
  entries: readonly DialogEntry[],
  shouldClose: (entry: DialogEntry) => boolean,
): { entries: DialogEntry[]; closedIds: number[] } {
  const closedIds = entries.filter((entry) => entry.open && shouldClose(entry)).map((entry) => entry.id);
  return {
    entries: entries.map((entry) => (closedIds.includes(entry.id) ? { ...entry, open: false } : entry)),
    closedIds,
  };
}

export function withoutDialog(entries: readonly DialogEntry[], id: number): DialogEntry[] {
  return entries.filter((entry) => entry.id !== id);
}
