import type { Ride } from '@fleetdesk/contract';
import { Box, LinearProgress, Paper } from '@mui/material';
import { memo, useState } from 'react';
import { useViewer } from '../../../app/guards/useViewer';
import { HEADER_HEIGHT } from '../../../app/theme';
import { useAppStore } from '../../../store/appStore';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { useLateRisks } from '../api/useLateRisks';
import { useRideLiveUpdates } from '../api/useRideLiveUpdates';
import { useRideQuery } from '../api/useRideQuery';
import { RideMap } from '../map/RideMap';
import { AtRiskFilter } from './AtRiskFilter';
import { RideDetail } from './detail/RideDetail';
import { selectRide, useRidesPageStore } from './ridesPageStore';
import { StatusTabs } from './StatusTabs';
import { SearchPanel } from './search/SearchPanel';
import { RideTable } from './table/RideTable';
import { emptyListText } from './table/rideRowRules';
import { useRidesPageData } from './useRidesPageData';

// Module-level handlers: the same functions on every render, so the memoised rows do not re-render.
const selectListedRide = (ride: Ride) => selectRide(ride.id);
const showPage = (page: number) => useRidesPageStore.setState({ page });
const showPerPage = (perPage: number) => useRidesPageStore.setState({ perPage, page: 1 });

/** /rides: search, status tabs, the table, the map and the selected ride's detail. */
export function RidesPage() {
  useDocumentTitle('Rides');
  const { isFleet } = useViewer();
  useRideLiveUpdates();
  const { page, rides, rows, settings, isFiltered } = useRidesPageData(isFleet);
  const lateRisks = useLateRisks();

  return (
    // The page fills the window under the header (the shell's padding is taken back): the table and the
    // detail scroll inside it, so the map stays in view.
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        m: -3,
        height: `calc(100vh - ${HEADER_HEIGHT}px)`,
        minHeight: 480,
      }}
    >
      <SearchPanel isFleet={isFleet} settings={settings} fleetsMetrics={rides.data?.fleets_metrics} />
      <Box sx={{ display: 'flex', gap: 1.5, flex: 1, minHeight: 0, px: 1.5, pb: 1.5 }}>
        <Paper variant="outlined" sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <StatusTabs metrics={isFleet ? null : rides.data?.metrics} />
            </Box>
            <AtRiskFilter count={isFleet ? null : lateRisks.size} />
          </Box>
          <Box sx={{ height: 4 }}>{rides.isFetching && <LinearProgress />}</Box>
          <RideTable
            rides={rows}
            isFleet={isFleet}
            selectedRideId={page.selectedRideId}
            onSelect={selectListedRide}
            emptyText={emptyListText(rides, isFiltered)}
            page={page.page}
            perPage={page.perPage}
            rowCount={page.rowCount}
            onPageChange={showPage}
            onPerPageChange={showPerPage}
            lateRisks={lateRisks}
          />
        </Paper>
        <Box
          sx={{ width: 420, flexShrink: 0, display: 'flex', flexDirection: 'column', gap: 1.5, minHeight: 0 }}
        >
          <SelectedRideMap rideId={page.selectedRideId} />
          <Paper variant="outlined" sx={{ flex: 1, minHeight: 0, overflow: 'auto' }}>
            <RideDetail rideId={page.selectedRideId} />
          </Paper>
        </Box>
      </Box>
    </Box>
  );
}

/**
 * The map follows the selected ride and its driver; a driver clicked on the map is selected instead.
 * Memoised, like the detail, so a list change (a realtime event) does not re-render it.
 */
const SelectedRideMap = memo(function SelectedRideMap({ rideId }: { rideId: number | null }) {
  const ride = useRideQuery(rideId).data?.ride ?? null;
  const settings = useAppStore((state) => state.rideSettings);
  const [clickedDriver, setClickedDriver] = useState<{ rideId: number | null; driverId: number } | null>(
    null,
  );
  const selectedDriverId =
    clickedDriver && clickedDriver.rideId === rideId ? clickedDriver.driverId : (ride?.driver_id ?? null);
  return (
    // 300 px from a 790-px-high window up; on a shorter one the map gives way to the detail below it,
    // where the dispatcher's actions are.
    <Paper variant="outlined" sx={{ height: 'clamp(180px, 38vh, 300px)', flexShrink: 0, overflow: 'hidden' }}>
      <RideMap
        ride={ride}
        selectedDriverId={selectedDriverId}
        onSelectDriver={(driverId) => setClickedDriver({ rideId, driverId })}
        driverLabel={settings.driverMapIdentifier}
        showOfflineDrivers={settings.offlineDrivers}
        showGpsHistory={settings.driverGpsHistory}
        hideCarsWithTwoTrips={settings.hideCarsWithTwoTrips}
        requiredCredentials={settings.requiredCredentials}
      />
    </Paper>
  );
});
