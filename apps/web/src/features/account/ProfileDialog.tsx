import { Box, CircularProgress, DialogTitle } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { DialogControl } from '../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../ui/dialogs/FormDialog';
import { ProfileForm } from './ProfileForm';
import { accountQuery } from './useAccountSync';

declare module '../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    profile: Record<string, never>;
  }
}

/** The signed-in user's own name and phone number (GET and POST /account). */
export function ProfileDialog({ open, onClose }: DialogControl) {
  const { data: account } = useQuery(accountQuery);
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Profile</DialogTitle>
      {account ? (
        <ProfileForm account={account} onDone={onClose} />
      ) : (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={28} />
        </Box>
      )}
    </FormDialog>
  );
}
