import { cars } from '@fleetdesk/contract';
import { Alert, Box, CircularProgress, DialogContent, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { ClosableDialogTitle } from '../../../ui/dialogs/ClosableDialogTitle';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { EntityDocumentsPanel } from '../../documents/panel/EntityDocumentsPanel';
import { EntityNotesPanel } from '../../notes/EntityNotesPanel';

type LoadedCar = NonNullable<ReturnType<typeof useCar>['data']>['car'];

const useCar = (carId: number) => useQuery(endpointQuery(cars.getCar, { params: { id: carId } }));

interface CarDialogFrameProps extends DialogControl {
  carId: number;
  title: string;
  /** The form beside the side panels, once the car has loaded. */
  children: (car: LoadedCar) => ReactNode;
  /** A temporary car's documents are read-only and it has no notes panel (spec 2 §2). */
  temporary?: boolean;
}

/** Edit car and edit temporary car: the car loads, then its form beside its documents (and notes). */
export function CarDialogFrame({
  carId,
  title,
  children,
  temporary = false,
  open,
  onClose,
}: CarDialogFrameProps) {
  const { data, error } = useCar(carId);
  const car = data?.car;
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-label={title}>
      <ClosableDialogTitle onClose={onClose}>
        {title}
        {car && (
          <Typography component="span" sx={{ ml: 1.5, color: 'text.secondary' }}>
            {car.number_display} · {car.title}
          </Typography>
        )}
      </ClosableDialogTitle>
      {error && (
        <DialogContent>
          <Alert severity="error">{error.message}</Alert>
        </DialogContent>
      )}
      {!car && !error && (
        <DialogContent sx={{ display: 'grid', placeItems: 'center', minHeight: 240 }}>
          <CircularProgress size={28} aria-label="Loading car" />
        </DialogContent>
      )}
      {car && (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ alignItems: 'stretch' }}>
          <Box sx={{ flex: '1 1 55%', minWidth: 0 }}>{children(car)}</Box>
          <Stack spacing={2} sx={{ flex: '1 1 45%', minWidth: 0, p: 2, pt: 1, overflow: 'auto' }}>
            <EntityDocumentsPanel entityType="car" entityId={car.id} readOnly={temporary} />
            {!temporary && (
              <Box>
                <Typography variant="subtitle2" sx={{ color: 'text.secondary', mb: 1 }}>
                  Notes
                </Typography>
                <EntityNotesPanel entityType="car" entityId={car.id} />
              </Box>
            )}
          </Stack>
        </Stack>
      )}
    </FormDialog>
  );
}
