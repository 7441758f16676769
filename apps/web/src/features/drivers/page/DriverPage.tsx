import { CAR_MESSAGES, type PermissionKey } from '@fleetdesk/contract';
import PersonOffOutlined from '@mui/icons-material/PersonOffOutlined';
import { Box, CircularProgress, Stack } from '@mui/material';
import { useParams } from 'react-router';
import { RecordNotFound } from '../../../app/pages/RecordNotFound';
import { useAppStore } from '../../../store/appStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { isNotFoundError, recordIdOf } from '../../../ui/recordId';
import { useDocumentTitle } from '../../../ui/useDocumentTitle';
import { DriverMoneyBlocks } from '../../money/driver/DriverMoneyBlocks';
import { EntityNotesPanel } from '../../notes/EntityNotesPanel';
import { useHasPermission } from '../../rides/dialogs/shared/useHasPermission';
import { BrokerBlocks } from './BrokerBlocks';
import { DriverCarsBlock } from './DriverCarsBlock';
import { DriverDocumentsBlock } from './DriverDocumentsBlock';
import { DriverHeader } from './DriverHeader';
import { driverFullName, driverPageBlocks } from './driverPageRules';
import { PageBlock } from './PageBlock';
import { useDriverQuery } from './useDriverQuery';

/** The page's blocks as the viewer may see them (spec 2 §2, §6). */
function useDriverPageBlocks() {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const held: Partial<Record<PermissionKey, boolean>> = {
    'drivers.show_route_broker': useHasPermission('drivers.show_route_broker'),
    'drivers.show_request_route': useHasPermission('drivers.show_request_route'),
    'drivers.show_company_restriction': useHasPermission('drivers.show_company_restriction'),
  };
  return { isFleet, blocks: driverPageBlocks({ isFleet, holds: (key) => held[key] ?? false }) };
}

function DriverNotFound() {
  return (
    <RecordNotFound
      icon={PersonOffOutlined}
      text={CAR_MESSAGES.unknownDriver}
      backTo="/drivers"
      backLabel="Go to Drivers"
    />
  );
}

/** /driver/{id}: the driver's header, cars, notes, documents and (staff) broker and money blocks. */
export function DriverPage() {
  const driverId = recordIdOf(useParams().id);
  const driver = useDriverQuery(driverId);
  const { isFleet, blocks } = useDriverPageBlocks();
  useDocumentTitle(driver.data ? driverFullName(driver.data.driver) : 'Driver');

  if (driverId === null) return <DriverNotFound />;
  if (driver.isPending) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh' }}>
        <CircularProgress aria-label="Loading driver" />
      </Box>
    );
  }
  if (isNotFoundError(driver.error)) return <DriverNotFound />;
  // A failed refresh keeps the driver as last read (with the notice); only a failed first read has nothing to show.
  if (!driver.data) return <LoadFailed what="The driver" load={driver} />;

  const data = driver.data.driver;
  return (
    <Stack spacing={2} sx={{ pb: 3 }}>
      <LoadFailed what="The driver" load={driver} />
      <DriverHeader driver={data} blocks={blocks} isFleet={isFleet} />
      <DriverCarsBlock driverId={data.id} cars={data.cars} />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <DriverDocumentsBlock driverId={data.id} />
          {blocks.money && <DriverMoneyBlocks driver={data} />}
        </Stack>
        <Stack spacing={2} sx={{ minWidth: 0 }}>
          <PageBlock title="Notes">
            <EntityNotesPanel entityType="driver" entityId={data.id} />
          </PageBlock>
          {blocks.brokers && <BrokerBlocks driver={data} />}
        </Stack>
      </Box>
    </Stack>
  );
}
