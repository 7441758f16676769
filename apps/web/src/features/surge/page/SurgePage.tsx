import type { SurgeRide } from '@fleetdesk/contract';
import { Box, Stack } from '@mui/material';
import { useState } from 'react';
import { PageTitle } from '../../../app/pages/PageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';
import { usePendingRides, usePendingRidesStats, useSurgeZones } from '../api/surgeQueries';
import { useChangePrice } from '../api/surgeWrites';
import { useSurgeLiveUpdates } from '../api/useSurgeLiveUpdates';
import { PendingRidesTable } from './PendingRidesTable';
import { SurgeHeader } from './SurgeHeader';
import { SurgeStatsPanels } from './SurgeStatsPanels';
import { SurgeZonesMap } from './SurgeZonesMap';

/** /surge (spec 3 §2): groups and driver stats, the pending marketplace rides with their price, the zone map, the panels. */
export function SurgePage() {
  const zones = useSurgeZones();
  const rides = usePendingRides();
  const stats = usePendingRidesStats();
  const changePrice = useChangePrice();
  const [changingId, setChangingId] = useState<number | null>(null);
  useSurgeLiveUpdates();

  const handleChangePrice = (ride: SurgeRide, type: 'increase' | 'decrease') => {
    setChangingId(ride.id);
    changePrice.mutate({ ride_id: ride.id, type }, { onSettled: () => setChangingId(null) });
  };
  // The first of the three that failed, so that Retry asks for it again.
  const failed = [zones, rides, stats].find((query) => query.error);

  return (
    <Box>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2, gap: 2, flexWrap: 'wrap' }}
      >
        <PageTitle>Surge</PageTitle>
        <SurgeHeader groups={zones.data?.surge_groups ?? []} stats={zones.data?.stats} />
      </Stack>
      {failed && <LoadFailed what="Surge" load={failed} sx={{ mb: 2 }} />}
      {/* The rides table needs about 1 000 px for its Plus / Minus buttons: below a wide screen the map
          and the stats go under it rather than squeeze it. */}
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'minmax(0, 1fr)',
          '@media (min-width: 1800px)': { gridTemplateColumns: 'minmax(0, 1.6fr) minmax(380px, 1fr)' },
          gap: 2,
        }}
      >
        <PendingRidesTable
          rides={rides.data?.rides}
          busyRideId={changingId}
          onChangePrice={handleChangePrice}
        />
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <SurgeZonesMap zones={zones.data?.zones ?? []} />
          <SurgeStatsPanels stats={stats.data} />
        </Stack>
      </Box>
    </Box>
  );
}
