import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { UNSERVED_REASON_TEXT, type Unserved } from './outcomeText';

/**
 * The rides a plan left unserved, each with its reason in words and a link to the ride. One list for
 * the last run on Routing Home and for each plan of a comparison.
 */
export function UnservedRides({ unserved, label }: { unserved: readonly Unserved[]; label: string }) {
  if (unserved.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        Every ride was served
      </Typography>
    );
  return (
    <List dense disablePadding aria-label={label} sx={{ maxHeight: 260, overflow: 'auto' }}>
      {unserved.map((ride) => (
        <ListItem key={ride.ride_id} disableGutters aria-label={`Unserved ride #${ride.ride_id}`}>
          <ListItemText
            sx={{ my: 0.25 }}
            primary={
              <Link component={RouterLink} to={`/rides?search=id:${ride.ride_id}`}>
                Ride #{ride.ride_id}
              </Link>
            }
            secondary={UNSERVED_REASON_TEXT[ride.reason] ?? ride.reason}
          />
        </ListItem>
      ))}
    </List>
  );
}
