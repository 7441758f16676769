import type { DriverDetail } from '@fleetdesk/contract';
import OpenInNew from '@mui/icons-material/OpenInNew';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { CreditDebitButtons } from '../../money/driver/CreditDebitButtons';
import { DriverStateSelect } from '../state/DriverStateSelect';
import { DriverFacts } from './DriverFacts';
import { DriverPhoto } from './DriverPhoto';
import {
  DRIVER_STATUS_BADGES,
  type DriverPageBlocks,
  driverFullName,
  driverRidesLink,
  NEW_TAB,
} from './driverPageRules';
import { openDriverPageDialog } from './pageDialogs';

/** Shown while a required document of the driver is missing, expired or refused (issue 10 point 8). */
export const DRIVER_DOCUMENTS_FLAG = 'Required documents are missing or expired';

interface DriverHeaderProps {
  driver: DriverDetail;
  blocks: DriverPageBlocks;
  isFleet: boolean;
}

/** Photo, names, status, online state and the driver's facts, with the actions on the driver. */
export function DriverHeader({ driver, blocks, isFleet }: DriverHeaderProps) {
  const badge = DRIVER_STATUS_BADGES[driver.status];
  return (
    <Paper component="section" aria-label="Driver" variant="outlined" sx={{ p: 2.5 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2.5} sx={{ alignItems: { md: 'flex-start' } }}>
        <DriverPhoto driver={driver} />
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
            <Typography variant="h1" component="h1">
              {driverFullName(driver)}
            </Typography>
            <Chip label={badge.label} color={badge.color} size="small" />
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              ID {driver.id}
            </Typography>
          </Stack>
          <DriverStateSelect driverId={driver.id} state={driver.state} />
          <DriverFacts driver={driver} blocks={blocks} isFleet={isFleet} />
        </Box>
        <Stack
          direction={{ xs: 'row', md: 'column' }}
          spacing={1}
          useFlexGap
          sx={{ flexShrink: 0, flexWrap: 'wrap' }}
        >
          <Button
            variant="contained"
            onClick={() => openDriverPageDialog('editDriver', { driverId: driver.id })}
          >
            Edit
          </Button>
          <Button
            variant="outlined"
            onClick={() =>
              openDriverPageDialog('switchCompany', { driverId: driver.id, companyId: driver.company_id })
            }
          >
            Switch company
          </Button>
          {isFleet && <CreditDebitButtons driverId={driver.id} />}
          <Button
            variant="text"
            href={driverRidesLink(driver.id)}
            {...NEW_TAB}
            endIcon={<OpenInNew fontSize="small" />}
          >
            Rides
          </Button>
        </Stack>
      </Stack>
      {driver.documents_expired_or_missing && (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {DRIVER_DOCUMENTS_FLAG}
        </Alert>
      )}
    </Paper>
  );
}
