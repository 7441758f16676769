import { CONFIRM_BULK_APPEAR_DELAY_MS } from '@fleetdesk/contract';
import AddIcon from '@mui/icons-material/Add';
import { Box, Button } from '@mui/material';
import { useReleaseMarketplace } from '../../features/rides/api/useReleaseMarketplace';
import { useHasPermission } from '../../features/rides/dialogs/shared/useHasPermission';
import { QUICK_FILTERS, type QuickFilterKey } from '../../features/rides/page/quickFilters';
import { toggleQuickFilter, useRidesView } from '../../features/rides/page/ridesPageStore';
import { requestConfirm } from '../../ui/confirm/requestConfirm';
import { openDialog } from '../../ui/dialogs/dialogStore';

/** Fleet users have no Affiliates filter (spec 1 §2.3). */
const FLEET_HIDDEN_FILTERS: readonly QuickFilterKey[] = ['affiliates'];

/** The /rides header: Ride (new ride), the five quick filters, and Release MP. */
export function RidesHeaderButtons({ isFleet }: { isFleet: boolean }) {
  const activeFilter = useRidesView((view) => view.quickFilter);
  const mayRelease = useHasPermission('admin_settings.release_rides');
  const release = useReleaseMarketplace();
  const filters = QUICK_FILTERS.filter((filter) => !isFleet || !FLEET_HIDDEN_FILTERS.includes(filter.key));

  return (
    <Box
      role="group"
      aria-label="Rides shortcuts"
      // Seven buttons share the header with the on-time widget: compact, one line each, never squeezed
      // (the header scrolls them sideways when even the widget's room is not enough).
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 0.75,
        flexShrink: 0,
        '& .MuiButton-root': { whiteSpace: 'nowrap', textTransform: 'none', px: 1.25, minWidth: 0 },
      }}
    >
      {!isFleet && (
        <Button
          variant="contained"
          size="small"
          startIcon={<AddIcon />}
          onClick={() => openDialog('createRide', {})}
        >
          Ride
        </Button>
      )}
      {filters.map((filter) => {
        const isActive = activeFilter === filter.key;
        return (
          <Button
            key={filter.key}
            size="small"
            variant={isActive ? 'contained' : 'outlined'}
            color={isActive ? 'secondary' : 'primary'}
            aria-pressed={isActive}
            onClick={() => toggleQuickFilter(filter.key)}
          >
            {filter.label}
          </Button>
        );
      })}
      {!isFleet && mayRelease && (
        <Button
          size="small"
          variant="outlined"
          color="warning"
          disabled={release.isPending}
          onClick={() =>
            requestConfirm({
              title: 'Release MP',
              message: "Release tomorrow's pending marketplace rides to drivers?",
              confirmLabel: 'Release',
              suppressKey: 'releaseMarketplace',
              permission: 'admin_settings.release_rides',
              appearDelayMs: CONFIRM_BULK_APPEAR_DELAY_MS,
              onConfirm: () => release.mutate(),
            })
          }
        >
          Release MP
        </Button>
      )}
    </Box>
  );
}
