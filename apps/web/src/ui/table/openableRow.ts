import type { KeyboardEvent } from 'react';

/** The pointer and the focus ring of a row that opens; a row with its own look adds it to that look. */
export const OPENABLE_ROW_SX = {
  cursor: 'pointer',
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: -2 },
} as const;

/**
 * What makes a table row that opens on a click usable from the keyboard too: it takes focus in the Tab
 * order and opens on Enter or Space, as a button would (a dialog it opens gives focus back to it on
 * closing). Keys pressed on a link, button or checkbox inside the row stay theirs.
 */
export function openableRowProps(open: () => void) {
  return {
    tabIndex: 0,
    onClick: open,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.target !== event.currentTarget || (event.key !== 'Enter' && event.key !== ' ')) return;
      // Space would scroll the page as well.
      event.preventDefault();
      open();
    },
  };
}
