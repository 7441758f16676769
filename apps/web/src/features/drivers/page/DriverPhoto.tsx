import type { DriverDetail } from '@fleetdesk/contract';
import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import { Avatar, Box, IconButton, Tooltip } from '@mui/material';
import { useAppStore } from '../../../store/appStore';
import { useMaySubmit } from '../../../ui/NoAccess';
import { driverInitials } from './driverPageRules';
import { openDriverPageDialog } from './pageDialogs';

const PHOTO_SIZE = 88;
const NO_PHOTO_RIGHT = "You don't have permission to edit this";

/**
 * The driver's photo (the initials when there is none) with the update-photo button on its corner.
 * Staff need drivers.edit-photo; fleet users change their own drivers' (the server decides which).
 */
export function DriverPhoto({ driver }: { driver: DriverDetail }) {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const mayEdit = useMaySubmit(isFleet ? null : 'drivers.edit-photo');
  return (
    <Box sx={{ position: 'relative', width: PHOTO_SIZE, height: PHOTO_SIZE, flexShrink: 0 }}>
      <Avatar
        src={driver.selfie_thumbnail_url ?? undefined}
        alt={`${driver.first_name} ${driver.last_name}`}
        sx={{ width: PHOTO_SIZE, height: PHOTO_SIZE, fontSize: 30, bgcolor: 'primary.light' }}
      >
        {driverInitials(driver)}
      </Avatar>
      <Tooltip title={mayEdit ? 'Update photo' : NO_PHOTO_RIGHT}>
        <Box component="span" sx={{ position: 'absolute', right: -6, bottom: -6 }}>
          <IconButton
            aria-label="Update photo"
            size="small"
            disabled={!mayEdit}
            onClick={() => openDriverPageDialog('updateDriverPhoto', { driverId: driver.id })}
            sx={{
              bgcolor: 'background.paper',
              border: 1,
              borderColor: 'divider',
              '&:hover': { bgcolor: 'grey.100' },
            }}
          >
            <PhotoCameraOutlined fontSize="small" />
          </IconButton>
        </Box>
      </Tooltip>
    </Box>
  );
}
