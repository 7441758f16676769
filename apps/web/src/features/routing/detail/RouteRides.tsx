import { formatUsd, type RouteDetail, routing } from '@fleetdesk/contract';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { IconButton, List, ListItem, ListItemText, Typography } from '@mui/material';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { NO_RIDES, nyTime } from '../routeView';

/** A route's rides in pickup order, each with a delete (takes it off the route). */
export function RouteRides({ route }: { route: RouteDetail }) {
  const clearRide = useRoutingWrite(routing.clearRouteRide);
  const handleDelete = (rideId: number) =>
    requestConfirm({
      title: 'Remove ride',
      message: `Take ride #${rideId} off this route?`,
      confirmLabel: 'Remove',
      destructive: true,
      onConfirm: () => clearRide.mutate({ params: { id: route.id, rideId } }),
    });

  if (route.rides.length === 0) return <Typography variant="body2">{NO_RIDES}</Typography>;
  return (
    <List dense aria-label="Route rides" sx={{ maxHeight: 460, overflow: 'auto' }}>
      {route.rides.map((ride) => (
        <ListItem
          key={ride.id}
          divider
          aria-label={`Ride #${ride.id}`}
          secondaryAction={
            <IconButton
              edge="end"
              aria-label={`Delete ride #${ride.id}`}
              onClick={() => handleDelete(ride.id)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          }
        >
          <ListItemText
            primary={`#${ride.id} · ${nyTime(ride.pickup_at)} · ${ride.ride_type}${ride.pool ? ' · POOL' : ''}`}
            secondary={`${ride.pickup_zone ?? '—'} → ${ride.destination_zone ?? '—'} · ${ride.distance.toFixed(1)} mi · ${formatUsd(ride.amount)} · ${ride.company_name}`}
          />
        </ListItem>
      ))}
    </List>
  );
}
