import { CAR_MESSAGES } from '@fleetdesk/contract';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';

/** Step 4: the success screen; OK closes the wizard. */
export function AddedStep({ onClose }: { onClose: () => void }) {
  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 4 }}>
          <CheckCircleOutlineIcon color="success" sx={{ fontSize: 64 }} />
          <Typography variant="h6" component="p">
            {CAR_MESSAGES.addedScreen}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, justifyContent: 'center' }}>
        <Button variant="contained" onClick={onClose} autoFocus>
          OK
        </Button>
      </DialogActions>
    </>
  );
}
