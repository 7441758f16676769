import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import { Avatar, Box, ButtonBase, Divider, ListItemIcon, Menu, MenuItem, Typography } from '@mui/material';
import { type MouseEvent, useState } from 'react';
import { useLogout } from '../../features/auth/useLogout';
import { useAppStore } from '../../store/appStore';
import { openDialog } from '../../ui/dialogs/dialogStore';
import { PROFILE_DIALOG_KEY } from '../../ui/dialogs/profileDialogKey';

export function UserMenu() {
  const user = useAppStore((state) => state.user);
  const logout = useLogout();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!user) return null;

  const fullName = `${user.first_name} ${user.last_name}`;
  const initials = `${user.first_name[0] ?? ''}${user.last_name[0] ?? ''}`.toUpperCase();
  const role = user.is_fleet ? 'Fleet' : user.super_admin ? 'Super admin' : 'Staff';
  const close = () => setAnchor(null);
  const handleProfile = () => {
    close();
    openDialog(PROFILE_DIALOG_KEY, {});
  };
  const handleLogout = () => {
    close();
    void logout();
  };

  return (
    <>
      <ButtonBase
        onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        aria-label="User menu"
        aria-haspopup="menu"
        sx={{
          gap: 1,
          px: 1,
          py: 0.5,
          borderRadius: 2,
          // The clock and the name keep their size; the page's own header items give way.
          flexShrink: 0,
          whiteSpace: 'nowrap',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        <Avatar sx={{ width: 32, height: 32, fontSize: 13, fontWeight: 600, bgcolor: 'primary.main' }}>
          {initials}
        </Avatar>
        <Box sx={{ textAlign: 'left', lineHeight: 1.15, display: { xs: 'none', md: 'block' } }}>
          <Typography sx={{ fontSize: 13, fontWeight: 600 }}>{fullName}</Typography>
          <Typography sx={{ fontSize: 11, color: 'text.secondary' }}>{role}</Typography>
        </Box>
      </ButtonBase>
      <Menu
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { sx: { mt: 0.5, minWidth: 220 } } }}
      >
        <Box sx={{ px: 2, py: 1 }}>
          <Typography sx={{ fontWeight: 600 }}>{fullName}</Typography>
          <Typography sx={{ fontSize: 12, color: 'text.secondary' }}>{user.email}</Typography>
        </Box>
        <Divider />
        <MenuItem onClick={handleProfile}>
          <ListItemIcon>
            <PersonOutlined fontSize="small" />
          </ListItemIcon>
          Profile
        </MenuItem>
        <MenuItem onClick={handleLogout}>
          <ListItemIcon>
            <LogoutOutlined fontSize="small" />
          </ListItemIcon>
          Logout
        </MenuItem>
      </Menu>
    </>
  );
}
