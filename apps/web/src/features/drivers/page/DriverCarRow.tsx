import { type DriverCar, MESSAGES } from '@fleetdesk/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Button, Chip, Link, Stack, TableCell, TableRow, Tooltip, Typography } from '@mui/material';
import { requestConfirm } from '../../../ui/confirm/requestConfirm';
import { SubmitAccess } from '../../../ui/NoAccess';
import { editCarDialogKey, mayActivateCar, NEW_TAB, plateSearchLink } from './driverPageRules';
import { openDriverPageDialog } from './pageDialogs';
import { useActivateCar, useRemoveCar } from './useCarActions';

/** Shown on a car whose required documents are missing, expired or refused. */
export const CAR_DOCUMENTS_FLAG = 'Documents missing or expired';

const STATUS_COLORS = { active: 'success', offline: 'default', suspended: 'error' } as const;

/** One of the driver's cars, with its flags and its actions: edit, activate, unlink. */
export function DriverCarRow({ car }: { car: DriverCar }) {
  const remove = useRemoveCar();
  const activate = useActivateCar();
  const confirmUnlink = () =>
    requestConfirm({
      title: 'Unlink car?',
      message: `${car.plate_number} will no longer be linked to this driver.`,
      confirmLabel: 'Unlink',
      destructive: true,
      onConfirm: () => remove.mutate(car.id),
    });

  return (
    <TableRow aria-label={`Car ${car.plate_number}`}>
      <TableCell>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {car.title ?? MESSAGES.vehicleInfoNotAvailable}
        </Typography>
        <Stack direction="row" sx={{ gap: 0.5, mt: 0.5, flexWrap: 'wrap' }}>
          {car.is_temporary && <Chip label="Temporary" size="small" color="info" variant="outlined" />}
          {car.documents_expired_or_missing && (
            <Tooltip title="A required document of this car is missing, expired or refused">
              <Chip
                icon={<WarningAmberOutlined />}
                label={CAR_DOCUMENTS_FLAG}
                size="small"
                color="warning"
                variant="outlined"
              />
            </Tooltip>
          )}
        </Stack>
      </TableCell>
      <TableCell>
        <Link href={plateSearchLink(car.plate_number)} {...NEW_TAB}>
          {car.plate_number}
        </Link>
      </TableCell>
      <TableCell sx={{ fontFamily: 'monospace' }}>{car.vin_number}</TableCell>
      <TableCell sx={{ textTransform: 'capitalize' }}>{car.color.replace('_', ' ')}</TableCell>
      <TableCell>{car.state}</TableCell>
      <TableCell>
        <Chip
          label={car.status}
          size="small"
          color={STATUS_COLORS[car.status]}
          sx={{ textTransform: 'capitalize' }}
        />
      </TableCell>
      <TableCell align="right">
        <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
          <Button size="small" onClick={() => openDriverPageDialog(editCarDialogKey(car), { carId: car.id })}>
            Edit
          </Button>
          {mayActivateCar(car) && (
            <SubmitAccess>
              <Button
                size="small"
                color="success"
                loading={activate.isPending}
                onClick={() => activate.mutate(car.id)}
              >
                Activate
              </Button>
            </SubmitAccess>
          )}
          <SubmitAccess>
            <Button size="small" color="error" loading={remove.isPending} onClick={confirmUnlink}>
              Unlink
            </Button>
          </SubmitAccess>
        </Stack>
      </TableCell>
    </TableRow>
  );
}
