import { DRIVERS_PAGING_OPTIONS } from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import { Box, Button, FormControlLabel, Stack, Switch, TablePagination } from '@mui/material';
import { MaterialReactTable, type MRT_Updater, useMaterialReactTable } from 'material-react-table';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../app/pages/PageTitle';
import { useAppStore } from '../../../store/appStore';
import { openDialog } from '../../../ui/dialogs/dialogStore';
import { SearchField } from '../../../ui/SearchField';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
import { driverColumns } from './driverColumns';
import { useGridLayout } from './gridLayoutStore';
import { type GridView, INITIAL_GRID_VIEW, rowClickOpens } from './gridRules';
import { useDriversPage, useFilterOptions } from './useDriversGridData';

/** Typing pauses this long before the grid asks again. */
const SEARCH_DEBOUNCE_MS = 400;

const apply = <T,>(updater: MRT_Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

/** /drivers (spec 2 §2): the drivers grid with server paging, sorting and header filters. */
export function DriversPage() {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [searchText, setSearchText] = useState(params.get('search') ?? '');
  const search = useDebounced(searchText, SEARCH_DEBOUNCE_MS);
  const [state, setState] = useState(INITIAL_GRID_VIEW);
  const view: GridView = { ...state, search };
  const page = useDriversPage(view);
  const layout = useGridLayout();
  const options = useFilterOptions(isFleet);
  const columns = useMemo(
    () => driverColumns({ isFleet, companies: options.companies, fleets: options.fleets }),
    [isFleet, options.companies, options.fleets],
  );
  const rows = page.data?.drivers.data ?? [];
  const rowCount = rowCountOf(state.pageIndex, state.pageSize, rows.length, page.data?.hasNextPage ?? false);

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: (driver) => String(driver.id),
    manualFiltering: true,
    manualSorting: true,
    manualPagination: true,
    enablePagination: false,
    enableGlobalFilter: false,
    enableColumnPinning: true,
    enableMultiSort: false,
    enableColumnActions: false,
    enableBottomToolbar: false,
    enableStickyHeader: true,
    // Up to 500 rows a page (spec 2 §9): only the rows and columns in view (and one or two beyond) are in
    // the DOM, so a new page renders in about 100 ms (bench/results/drivers-web.md).
    enableRowVirtualization: true,
    enableColumnVirtualization: true,
    rowVirtualizerOptions: { overscan: 2 },
    columnVirtualizerOptions: { overscan: 1 },
    layoutMode: 'grid',
    initialState: { showColumnFilters: true },
    state: {
      columnFilters: state.filters,
      sorting: state.sorting,
      columnVisibility: layout.columnVisibility,
      density: layout.density,
      columnPinning: layout.columnPinning,
      isLoading: page.isPending,
      showProgressBars: page.isFetching,
      showAlertBanner: page.isError,
    },
    onColumnFiltersChange: (updater) =>
      setState((current) => ({ ...current, filters: apply(updater, current.filters), pageIndex: 0 })),
    onSortingChange: (updater) =>
      setState((current) => ({ ...current, sorting: apply(updater, current.sorting), pageIndex: 0 })),
    onColumnVisibilityChange: (updater) =>
      layout.setLayout({ columnVisibility: apply(updater, useGridLayout.getState().columnVisibility) }),
    onDensityChange: (updater) =>
      layout.setLayout({ density: apply(updater, useGridLayout.getState().density) }),
    onColumnPinningChange: (updater) =>
      layout.setLayout({ columnPinning: apply(updater, useGridLayout.getState().columnPinning) }),
    muiToolbarAlertBannerProps: page.isError ? { color: 'error', children: page.error?.message } : undefined,
    muiTableContainerProps: { sx: { maxHeight: 'calc(100vh - 300px)' } },
    muiTableProps: { 'aria-label': 'Drivers' },
    muiTableBodyRowProps: ({ row }) => ({
      onClick: () => rowClickOpens(window.getSelection()) && navigate(`/driver/${row.original.id}`),
      sx: { cursor: 'pointer' },
    }),
    // Spec 2 §8: no drivers at all, or none matching the filters.
    localization: { noRecordsToDisplay: 'No Data', noResultsFound: 'Nothing found!' },
    renderTopToolbarCustomActions: () => (
      <Stack direction="row" sx={{ gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <SearchField
          value={searchText}
          placeholder="Name, ID, phone, licence, plate"
          onChange={(text) => {
            setSearchText(text);
            // A new search starts again at the first page.
            setState((current) => ({ ...current, pageIndex: 0 }));
          }}
        />
        <FormControlLabel
          label="Missing or expired documents"
          control={
            <Switch
              checked={state.documentsFlag}
              onChange={(_event, on) =>
                setState((current) => ({ ...current, documentsFlag: on, pageIndex: 0 }))
              }
            />
          }
        />
        <Button variant="contained" startIcon={<Add />} onClick={() => openDialog('createDriver', {})}>
          Create driver
        </Button>
      </Stack>
    ),
  });

  return (
    <Box>
      <PageTitle>Drivers</PageTitle>
      <MaterialReactTable table={table} />
      <TablePagination
        component="div"
        count={rowCount}
        page={state.pageIndex}
        rowsPerPage={state.pageSize}
        rowsPerPageOptions={[...DRIVERS_PAGING_OPTIONS]}
        labelDisplayedRows={pageLabel}
        onPageChange={(_event, pageIndex) => setState((current) => ({ ...current, pageIndex }))}
        onRowsPerPageChange={(event) =>
          setState((current) => ({ ...current, pageSize: Number(event.target.value), pageIndex: 0 }))
        }
        slotProps={{ actions: { nextButton: { disabled: !page.data?.hasNextPage } } }}
      />
    </Box>
  );
}
