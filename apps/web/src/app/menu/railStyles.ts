import type { SxProps, Theme } from '@mui/material/styles';
import { RAIL_COLORS } from '../theme';

/** One row of the rail; the icon stays centred in the 62 px collapsed width. */
export const railItemSx: SxProps<Theme> = {
  minHeight: 38,
  mx: 1,
  my: '2px',
  px: 1.5,
  borderRadius: 1.5,
  color: RAIL_COLORS.text,
  whiteSpace: 'nowrap',
  '& .MuiListItemIcon-root': { minWidth: 0, mr: 1.5, color: 'inherit' },
  // The label adds no height of its own: an expanded row is as tall as an icon-only one, so expanding
  // the rail on a 768-pixel screen does not push Reporting and Fleet Settings out of view.
  '& .MuiListItemText-root': { my: 0 },
  '& .MuiListItemText-primary': { fontSize: 13, fontWeight: 500 },
  '&:hover': { bgcolor: RAIL_COLORS.hover, color: '#fff' },
  '&.Mui-selected, &.Mui-selected:hover': {
    bgcolor: RAIL_COLORS.selected,
    color: '#fff',
    '& .MuiListItemIcon-root': { color: RAIL_COLORS.accent },
  },
};

export const nestedRailItemSx: SxProps<Theme> = {
  ...railItemSx,
  minHeight: 32,
  pl: 5.75,
  '& .MuiListItemText-primary': { fontSize: 12.5 },
};
