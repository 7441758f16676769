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
