import type { Theme } from '@mui/material/styles';

/**
 * For a table's sx: its last column (the row's actions) stays pinned to the right edge while the rest
 * scrolls sideways, so a narrow window (a tablet, a 1024-pixel laptop) does not hide the actions behind
 * the scroll. The cells take the paper's colour so the columns passing under them do not show through.
 */
export const stickyActionColumnSx = {
  '& tr > td:last-of-type, & tr > th:last-of-type': {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
    zIndex: 1,
  },
  // A sticky header's last cell sits above both the header row and the pinned body cells.
  '& thead tr > th:last-of-type': { zIndex: 3 },
} as const;
