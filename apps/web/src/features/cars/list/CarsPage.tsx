import { CARS_PAGE_SIZE, type Car } from '@fleetdesk/contract';
import { Box, LinearProgress, Paper, TableContainer, TablePagination } from '@mui/material';
import { useCallback } from 'react';
import { PageTitle } from '../../../app/pages/PageTitle';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useEntryState } from '../../../ui/useEntryState';
import { editCarDialogKey } from '../../drivers/page/driverPageRules';
import { openDriverPageDialog } from '../../drivers/page/pageDialogs';
import { CarsSearchPanel } from './CarsSearchPanel';
import { CarsTable } from './CarsTable';
import { type CarsView, INITIAL_CARS_VIEW, sortedBy, useCarsQuery } from './carsQuery';

/** /cars (spec 2 §2): search panel, sortable table, 50 a page, refreshed every 30 s. */
export function CarsPage() {
  // Kept with the history entry: Back from a driver's page finds the list as the user left it.
  const [view, setView] = useEntryState<CarsView>('view', INITIAL_CARS_VIEW);
  const change = useCallback((next: Partial<CarsView>) => setView((v) => ({ ...v, ...next })), [setView]);
  const cars = useCarsQuery(view);
  const { data, isPending, isFetching } = cars;
  const openCar = (car: Car) => openDriverPageDialog(editCarDialogKey(car), { carId: car.id });

  return (
    <Box>
      <PageTitle>Cars</PageTitle>
      <CarsSearchPanel view={view} onChange={change} onAddCar={() => openDialog('addCar', {})} />
      <LoadFailed what="Cars" load={cars} sx={{ mb: 2 }} />
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label="Loading cars" />}</Box>
        {!isPending && data && (
          <>
            {/* Eleven columns: narrower cell margins keep the last one in view on a 1440 px screen. */}
            <TableContainer sx={{ maxHeight: 'calc(100vh - 260px)', '& .MuiTableCell-root': { px: 1.25 } }}>
              <CarsTable
                rows={data.cars.data}
                view={view}
                onSort={(field) => setView((v) => sortedBy(v, field))}
                onOpen={openCar}
              />
            </TableContainer>
            <TablePagination
              component="div"
              count={data.total}
              page={view.page - 1}
              rowsPerPage={CARS_PAGE_SIZE}
              rowsPerPageOptions={[CARS_PAGE_SIZE]}
              onPageChange={(_event, page) => change({ page: page + 1 })}
            />
          </>
        )}
      </Paper>
    </Box>
  );
}
