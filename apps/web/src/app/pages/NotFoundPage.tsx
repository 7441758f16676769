import { HOME_PATH } from '@fleetdesk/contract';
import TravelExploreOutlined from '@mui/icons-material/TravelExploreOutlined';
import { Button, Typography } from '@mui/material';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../ui/useDocumentTitle';
import { CenteredNotice } from './CenteredNotice';

export function NotFoundPage() {
  useDocumentTitle('404');
  return (
    <CenteredNotice
      icon={TravelExploreOutlined}
      heading={
        <Typography variant="h1" sx={{ fontSize: 64, fontWeight: 700, lineHeight: 1.1, mt: 1 }}>
          404
        </Typography>
      }
      text="This page does not exist. Check the address, or go back to rides."
      action={
        <Button variant="contained" component={Link} to={HOME_PATH}>
          Go to Rides
        </Button>
      }
    />
  );
}
