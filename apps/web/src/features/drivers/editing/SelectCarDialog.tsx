import { CARS_PAGING_OPTIONS, type Car, cars, drivers, MESSAGES } from '@fleetdesk/contract';
import {
  Box,
  DialogContent,
  DialogTitle,
  Radio,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TablePagination,
  TableRow,
  TextField,
} from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callEndpoint } from '../../../api/client';
import { endpointQuery } from '../../../api/endpointQuery';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog } from '../../../ui/dialogs/FormDialog';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
import { useDriverMutation } from './useDriverMutation';

interface SelectCarProps {
  driverId: number;
}

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    selectCarForDriver: SelectCarProps;
  }
}

const DEFAULT_PAGE_SIZE = 10;

/**
 * Select car for driver (spec 2 §2, §9): cars no driver has, paged 5 to 100; Assign links the chosen one.
 * A typed search or a chosen car is asked about before Escape or a click outside drops it (decision 172).
 */
export function SelectCarDialog({ driverId, open, onClose }: SelectCarProps & DialogControl) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), 400);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(DEFAULT_PAGE_SIZE);
  const [chosen, setChosen] = useState<Car | null>(null);
  const list = useQuery({
    ...endpointQuery(cars.listCars, {
      query: { has_driver: false, page: page + 1, per_page: perPage, ...(search ? { search } : {}) },
    }),
    placeholderData: keepPreviousData,
  });
  const assign = useDriverMutation(
    (car: Car) =>
      callEndpoint(drivers.assignDriverCar, { params: { id: driverId }, body: { car_id: car.id } }),
    { onDone: onClose },
  );
  const rows = list.data?.cars.data ?? [];

  const submit = useGuardedSubmit(async () => {
    if (chosen) await assign.mutateAsync(chosen);
  });

  return (
    <FormDialog
      dirty={chosen !== null || text !== ''}
      open={open}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-label="Select car"
    >
      <DialogTitle>Select car</DialogTitle>
      <Box component="form" onSubmit={submit}>
        <DialogContent sx={{ pt: 1 }}>
          <TextField
            size="small"
            label="Search"
            placeholder="Plate, VIN, make, model"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              setPage(0);
            }}
            sx={{ mt: 1, mb: 1, width: 320 }}
          />
          <Table size="small" aria-label="Cars without a driver">
            <TableHead>
              <TableRow>
                <TableCell padding="checkbox" />
                <TableCell>Plate</TableCell>
                <TableCell>Car</TableCell>
                <TableCell>VIN</TableCell>
                <TableCell>State</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.length === 0 && !list.isPending && (
                <TableRow>
                  <TableCell colSpan={5} sx={{ textAlign: 'center', color: 'text.secondary' }}>
                    {MESSAGES.nothingFound}
                  </TableCell>
                </TableRow>
              )}
              {rows.map((car) => (
                <TableRow
                  key={car.id}
                  hover
                  selected={chosen?.id === car.id}
                  onClick={() => setChosen(car)}
                  sx={{ cursor: 'pointer' }}
                >
                  <TableCell padding="checkbox">
                    <Radio
                      checked={chosen?.id === car.id}
                      slotProps={{ input: { 'aria-label': car.plate_number } }}
                    />
                  </TableCell>
                  <TableCell>{car.plate_number}</TableCell>
                  <TableCell>{car.title}</TableCell>
                  <TableCell sx={{ fontFamily: 'monospace' }}>{car.vin_number}</TableCell>
                  <TableCell>{car.state}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <TablePagination
            component="div"
            count={list.data?.total ?? 0}
            page={page}
            rowsPerPage={perPage}
            rowsPerPageOptions={[...CARS_PAGING_OPTIONS]}
            onPageChange={(_event, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setPerPage(Number(event.target.value));
              setPage(0);
            }}
          />
        </DialogContent>
        <DialogFormActions
          onCancel={onClose}
          submitLabel="Assign"
          disabled={!chosen}
          isSending={assign.isPending}
        />
      </Box>
    </FormDialog>
  );
}
