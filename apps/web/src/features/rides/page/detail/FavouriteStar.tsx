import StarIcon from '@mui/icons-material/Star';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import { IconButton, Tooltip } from '@mui/material';
import { useAppStore } from '../../../../store/appStore';

/** Stars a ride: favourites are listed first, up to the Settings maximum (oldest dropped). */
export function FavouriteStar({ rideId }: { rideId: number }) {
  const isFavourite = useAppStore((state) => state.favouriteRideIds.includes(rideId));
  const toggle = useAppStore((state) => state.toggleFavouriteRide);
  const label = isFavourite ? 'Remove from favourites' : 'Add to favourites';
  return (
    <Tooltip title={label}>
      <IconButton
        size="small"
        aria-label={label}
        aria-pressed={isFavourite}
        onClick={(event) => {
          event.stopPropagation();
          toggle(rideId);
        }}
      >
        {isFavourite ? (
          <StarIcon fontSize="small" sx={{ color: '#f9a825' }} />
        ) : (
          <StarBorderIcon fontSize="small" />
        )}
      </IconButton>
    </Tooltip>
  );
}
