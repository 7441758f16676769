import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Collapse,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  ListSubheader,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from 'react-router';
import { MenuEntryButton } from './MenuEntryButton';
import { isItemActive, type MenuGroup } from './menuModel';
import { railItemSx } from './railStyles';

interface MenuGroupButtonProps {
  group: MenuGroup;
  pathname: string;
  isRailExpanded: boolean;
}

/** A group unfolds its children in the expanded rail, and opens them as a flyout from the collapsed one. */
export function MenuGroupButton({ group, pathname, isRailExpanded }: MenuGroupButtonProps) {
  const isActive = isItemActive(group, pathname);
  const [isOpen, setIsOpen] = useState(isActive);
  const [flyoutAnchor, setFlyoutAnchor] = useState<HTMLElement | null>(null);
  const Icon = group.icon;

  useEffect(() => {
    if (isActive) setIsOpen(true);
  }, [isActive]);

  const handleClick = (event: MouseEvent<HTMLElement>) => {
    if (isRailExpanded) setIsOpen((open) => !open);
    else setFlyoutAnchor(event.currentTarget);
  };
  const closeFlyout = () => setFlyoutAnchor(null);

  return (
    <>
      <Tooltip title={isRailExpanded ? '' : group.label} placement="right">
        <ListItemButton
          onClick={handleClick}
          selected={isActive && !(isRailExpanded && isOpen)}
          aria-label={group.label}
          aria-expanded={isRailExpanded ? isOpen : Boolean(flyoutAnchor)}
          sx={railItemSx}
        >
          <ListItemIcon>
            <Icon fontSize="small" />
          </ListItemIcon>
          {isRailExpanded && <ListItemText primary={group.label} />}
          {isRailExpanded && (isOpen ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
        </ListItemButton>
      </Tooltip>
      {isRailExpanded && (
        <Collapse in={isOpen} unmountOnExit>
          <List component="div" disablePadding>
            {group.children.map((child) => (
              <MenuEntryButton
                key={child.path}
                entry={child}
                isActive={isItemActive(child, pathname)}
                isRailExpanded
                isNested
              />
            ))}
          </List>
        </Collapse>
      )}
      <Menu
        anchorEl={flyoutAnchor}
        open={Boolean(flyoutAnchor) && !isRailExpanded}
        onClose={closeFlyout}
        anchorOrigin={{ vertical: 'top', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { sx: { ml: 1, minWidth: 220 } } }}
      >
        <ListSubheader sx={{ lineHeight: '32px', fontWeight: 600 }}>{group.label}</ListSubheader>
        {group.children.map((child) => (
          <MenuItem
            key={child.path}
            component={Link}
            to={child.path}
            selected={isItemActive(child, pathname)}
            onClick={closeFlyout}
            dense
          >
            {child.label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
