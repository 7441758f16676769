import { DRIVERS_PAGING_OPTIONS, type Driver, drivers as driversApi } from '@fleetdesk/contract';
import { Box, FormControlLabel, Stack, Switch, TablePagination } from '@mui/material';
import { MaterialReactTable, type MRT_Updater, useMaterialReactTable } from 'material-react-table';
import { memo, useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PageTitle } from '../../../app/pages/PageTitle';
import { useAppStore } from '../../../store/appStore';
import { LoadFailed } from '../../../ui/LoadFailed';
import { useListSearch } from '../../../ui/listSearch';
import { SearchField } from '../../../ui/SearchField';
import { pageLabel, rowCountOf } from '../../../ui/table/unknownTotalPaging';
import { useEntryState } from '../../../ui/useEntryState';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
import { driverColumns } from './driverColumns';
import { useGridLayout } from './gridLayoutStore';
import { renderInternalActions } from './gridParts';
import { type GridView, INITIAL_GRID_VIEW, rowClickOpens } from './gridRules';
import { useDriversPage, useFilterOptions } from './useDriversGridData';

/** Typing pauses this long before the grid asks again. */
const SEARCH_DEBOUNCE_MS = 400;

const apply = <T,>(updater: MRT_Updater<T>, current: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(current) : updater;

// What never changes between renders is made once: material-react-table renders the whole grid again for
// every new page, and options that keep their identity let its memos and ours skip work (decisions.md,
// 'Drivers grid: what a new page renders again').
const TABLE_CONTAINER_PROPS = { sx: { maxHeight: 'calc(100vh - 300px)' } };
const TABLE_PROPS = { 'aria-label': 'Drivers' };
// The pointer over every row: one rule for the body rather than one style per row.
const TABLE_BODY_PROPS = { sx: { '& > tr.MuiTableRow-root': { cursor: 'pointer' } } };
const LOCALIZATION = { noRecordsToDisplay: 'No Data', noResultsFound: 'Nothing found!' };
const ROW_VIRTUALIZER_OPTIONS = { overscan: 2 };
const COLUMN_VIRTUALIZER_OPTIONS = { overscan: 1 };
const INITIAL_STATE = { showColumnFilters: true };
const NO_ROWS: Driver[] = [];
const driverRowId = (driver: { id: number }) => String(driver.id);

type SetView = React.Dispatch<React.SetStateAction<Omit<GridView, 'search'>>>;

/** The toolbar's search and documents switch (Driver, to add one, is in the header), drawn again only when they change. */
const ToolbarActions = memo(function ToolbarActions({
  searchText,
  searchProblem,
  onSearch,
  documentsFlag,
  setState,
}: {
  searchText: string;
  searchProblem: string | null;
  onSearch: (text: string) => void;
  documentsFlag: boolean;
  setState: SetView;
}) {
  return (
    <Stack direction="row" sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <SearchField
        value={searchText}
        placeholder="Name, ID, phone, licence, plate"
        onChange={onSearch}
        problem={searchProblem}
      />
      <FormControlLabel
        label="Missing or expired documents"
        control={
          <Switch
            checked={documentsFlag}
            onChange={(_event, on) =>
              setState((current) => ({ ...current, documentsFlag: on, pageIndex: 0 }))
            }
          />
        }
      />
    </Stack>
  );
});

/** MUI's pagination under the grid (see decision 92), drawn again only when the page or its size change. */
const Pagination = memo(function Pagination({
  rowCount,
  pageIndex,
  pageSize,
  hasNextPage,
  setState,
}: {
  rowCount: number;
  pageIndex: number;
  pageSize: number;
  hasNextPage: boolean;
  setState: SetView;
}) {
  return (
    <TablePagination
      component="div"
      count={rowCount}
      page={pageIndex}
      rowsPerPage={pageSize}
      rowsPerPageOptions={[...DRIVERS_PAGING_OPTIONS]}
      labelDisplayedRows={pageLabel}
      onPageChange={(_event, index) => setState((current) => ({ ...current, pageIndex: index }))}
      onRowsPerPageChange={(event) =>
        setState((current) => ({ ...current, pageSize: Number(event.target.value), pageIndex: 0 }))
      }
      slotProps={{ actions: { nextButton: { disabled: !hasNextPage } } }}
    />
  );
});

/** /drivers (spec 2 §2): the drivers grid with server paging, sorting and header filters. */
export function DriversPage() {
  const isFleet = useAppStore((state) => state.user?.is_fleet ?? false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // Kept with the history entry: Back from a driver's page finds the grid as the user left it.
  const [searchText, setSearchText] = useEntryState('search', params.get('search') ?? '');
  const typed = useListSearch(driversApi.listDrivers, searchText);
  const search = useDebounced(typed.search, SEARCH_DEBOUNCE_MS);
  const [state, setState] = useEntryState('view', INITIAL_GRID_VIEW);
  const view: GridView = { ...state, search };
  const page = useDriversPage(view);
  const layout = useGridLayout();
  const options = useFilterOptions(isFleet);
  const columns = useMemo(
    () => driverColumns({ isFleet, companies: options.companies, fleets: options.fleets }),
    [isFleet, options.companies, options.fleets],
  );
  const onSearch = useCallback(
    (text: string) => {
      setSearchText(text);
      // A new search starts again at the first page.
      setState((current) => ({ ...current, pageIndex: 0 }));
    },
    [setSearchText, setState],
  );
  const rows = page.data?.drivers.data ?? NO_ROWS;
  const rowCount = rowCountOf(state.pageIndex, state.pageSize, rows.length, page.data?.hasNextPage ?? false);

  const table = useMaterialReactTable({
    columns,
    data: rows,
    getRowId: driverRowId,
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
    // the DOM (bench/results/drivers-web.md).
    enableRowVirtualization: true,
    enableColumnVirtualization: true,
    rowVirtualizerOptions: ROW_VIRTUALIZER_OPTIONS,
    columnVirtualizerOptions: COLUMN_VIRTUALIZER_OPTIONS,
    layoutMode: 'grid',
    initialState: INITIAL_STATE,
    state: {
      columnFilters: state.filters,
      sorting: state.sorting,
      columnVisibility: layout.columnVisibility,
      density: layout.density,
      columnPinning: layout.columnPinning,
      isLoading: page.isPending,
      showProgressBars: page.isFetching,
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
    // A failed load is told above the grid (LoadFailed); 'No Data' under it would say there are no drivers.
    // An empty string, not null: null would fall back to the grid's own 'No Data'.
    ...(page.error && { renderEmptyRowsFallback: () => '' }),
    muiTableContainerProps: TABLE_CONTAINER_PROPS,
    muiTableProps: TABLE_PROPS,
    muiTableBodyProps: TABLE_BODY_PROPS,
    muiTableBodyRowProps: ({ row }) => ({
      onClick: () => rowClickOpens(window.getSelection()) && navigate(`/driver/${row.original.id}`),
    }),
    // Each cell takes focus (the grid's keyboard shortcuts): Enter on one opens its driver, as a click on
    // the row does, or the grid would open no driver from the keyboard. Keys on a control inside stay its own.
    muiTableBodyCellProps: ({ row }) => ({
      onKeyDown: (event) => {
        if (event.key === 'Enter' && event.target === event.currentTarget)
          navigate(`/driver/${row.original.id}`);
      },
    }),
    // Spec 2 §8: no drivers at all, or none matching the filters.
    localization: LOCALIZATION,
    renderTopToolbarCustomActions: () => (
      <ToolbarActions
        searchText={searchText}
        searchProblem={typed.problem}
        onSearch={onSearch}
        documentsFlag={state.documentsFlag}
        setState={setState}
      />
    ),
    renderToolbarInternalActions: renderInternalActions,
  });

  return (
    <Box>
      <PageTitle>Drivers</PageTitle>
      <LoadFailed what="Drivers" load={page} sx={{ mb: 1 }} />
      <MaterialReactTable table={table} />
      <Pagination
        rowCount={rowCount}
        pageIndex={state.pageIndex}
        pageSize={state.pageSize}
        hasNextPage={page.data?.hasNextPage ?? false}
        setState={setState}
      />
    </Box>
  );
}
