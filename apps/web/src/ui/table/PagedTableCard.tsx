import { MESSAGES } from '@fleetdesk/contract';
import { Box, LinearProgress, Paper, TableContainer, TablePagination } from '@mui/material';
import type { LoadState } from '../LoadFailed';
import { type SortableColumn, SortableTable } from './SortableTable';

interface PagedTableCardProps<Row> {
  /** The table's accessible name; the loading bar reads 'Loading <label>'. */
  label: string;
  columns: readonly SortableColumn<Row, string>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** Without it a row opens nothing. */
  onOpen?: (row: Row) => void;
  /** The list's query: the thin bar while a request is in flight, nothing said until the first load, a failure with a Retry. */
  load: LoadState;
  total: number;
  /** 0-based, as the pagination counts. */
  page: number;
  perPage: number;
  pageSizes: readonly number[];
  onPageChange: (page: number) => void;
  /** A new page size starts again at the first page. */
  onPerPageChange: (perPage: number) => void;
  /** The viewport height the rest of the page takes, so the table scrolls under a sticky header. */
  chromeHeight: number;
}

/** A server-paged list in an outlined card: loading bar, sticky-header table, 'No Data' when empty, paging. */
export function PagedTableCard<Row>({
  label,
  columns,
  rows,
  rowKey,
  onOpen,
  load,
  total,
  page,
  perPage,
  pageSizes,
  onPageChange,
  onPerPageChange,
  chromeHeight,
}: PagedTableCardProps<Row>) {
  return (
    <Paper variant="outlined">
      <Box sx={{ height: 4 }}>
        {load.isFetching && <LinearProgress aria-label={`Loading ${label.toLowerCase()}`} />}
      </Box>
      <TableContainer
        sx={{
          maxHeight: `calc(100vh - ${chromeHeight}px)`,
          '& td, & th': { whiteSpace: 'nowrap' },
          ...(onOpen && { '& tbody tr': { cursor: 'pointer' } }),
        }}
      >
        <SortableTable
          label={label}
          columns={columns}
          rows={rows}
          rowKey={rowKey}
          onOpen={onOpen ?? (() => undefined)}
          emptyText={MESSAGES.noData}
          load={load}
        />
      </TableContainer>
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={[...pageSizes]}
        onPageChange={(_event, next) => onPageChange(next)}
        onRowsPerPageChange={(event) => {
          onPerPageChange(Number(event.target.value));
          onPageChange(0);
        }}
      />
    </Paper>
  );
}
