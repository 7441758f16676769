import { ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { Link } from 'react-router';
import type { MenuEntry } from './menuModel';
import { nestedRailItemSx, railItemSx } from './railStyles';

interface MenuEntryButtonProps {
  entry: MenuEntry;
  isActive: boolean;
  isRailExpanded: boolean;
  /** A child shown inside its expanded group: text only, indented. */
  isNested?: boolean;
}

export function MenuEntryButton({ entry, isActive, isRailExpanded, isNested = false }: MenuEntryButtonProps) {
  const Icon = entry.icon;
  return (
    <Tooltip title={isRailExpanded ? '' : entry.label} placement="right">
      <ListItemButton
        component={Link}
        to={entry.path}
        selected={isActive}
        aria-label={entry.label}
        aria-current={isActive ? 'page' : undefined}
        sx={isNested ? nestedRailItemSx : railItemSx}
      >
        {!isNested && (
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
        )}
        {isRailExpanded && <ListItemText primary={entry.label} />}
      </ListItemButton>
    </Tooltip>
  );
}
