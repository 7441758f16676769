import { HOME_PATH, MESSAGES } from '@fleetdesk/contract';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Button, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { CenteredNotice } from './CenteredNotice';

/** Shown at /access-denied and in place of any page the user lacks the permission for (spec 1 §8). */
export function AccessDeniedScreen() {
  const navigate = useNavigate();
  // React Router numbers history entries; at 0 there is nothing of ours to go back to.
  const canGoBack = (window.history.state?.idx ?? 0) > 0;
  const handleGoBack = () => (canGoBack ? navigate(-1) : navigate(HOME_PATH));
  return (
    <CenteredNotice
      icon={LockOutlined}
      heading={
        <Typography variant="h1" sx={{ mt: 1 }}>
          Access denied
        </Typography>
      }
      text={MESSAGES.accessDeniedScreen}
      action={
        <Button variant="contained" onClick={handleGoBack}>
          Go Back
        </Button>
      }
    />
  );
}
