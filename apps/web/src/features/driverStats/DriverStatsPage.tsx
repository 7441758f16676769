import { driverStats, MESSAGES } from '@fleetdesk/contract';
import DownloadIcon from '@mui/icons-material/Download';
import {
  Alert,
  Avatar,
  Box,
  Button,
  LinearProgress,
  MenuItem,
  Paper,
  Stack,
  TableContainer,
  TablePagination,
  TextField,
} from '@mui/material';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { useState } from 'react';
import { callEndpoint } from '../../api/client';
import { endpointQuery } from '../../api/endpointQuery';
import { PageTitle } from '../../app/pages/PageTitle';
import { useListSearch } from '../../ui/listSearch';
import { SearchField } from '../../ui/SearchField';
import { type SortableColumn, SortableTable } from '../../ui/table/SortableTable';
import { countOf } from '../../ui/text/countOf';
import { inNewYork } from '../../ui/time/dayjs';
import { amountOn, dayHeading, daysOfPeriod, formatAmount, periodTotal } from './driverStatsView';

type Row = driverStats.DriverStatsRow;
type Column = driverStats.DriverStatsColumn;
const { DRIVER_STATS_COLUMNS, DRIVER_STATS_PERIOD_LABELS, DRIVER_STATS_PERIODS } = driverStats;

/** The driver and their company, group and status: the columns before the days. */
const DRIVER_COLUMNS: readonly SortableColumn<Row, never>[] = [
  {
    label: 'Driver',
    cell: (row) => (
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Avatar src={row.selfie_thumbnail_url ?? undefined} alt="" sx={{ width: 28, height: 28 }} />
        <span>
          {row.names} (#{row.driver_id})
        </span>
      </Stack>
    ),
  },
  { label: 'Company', cell: (row) => row.company_name ?? '—' },
  { label: 'Group', cell: (row) => row.driver_group_name ?? '—' },
  { label: 'Status', cell: (row) => row.status },
];

/**
 * Driver stats (spec 3 §2, decision 119): a row per driver, a column per day of the period, each cell
 * the chosen amount; the period's total last. Export writes the period's CSV and opens it.
 */
export function DriverStatsPage() {
  const [period, setPeriod] = useState<driverStats.DriverStatsPeriod>('this_week');
  const [custom, setCustom] = useState({ start: '', end: '' });
  const [column, setColumn] = useState<Column>('driver_net_total');
  const [search, setSearch] = useState('');
  const typed = useListSearch(driverStats.listDriverStats, search);
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState<number>(driverStats.DRIVER_STATS_PAGE_SIZE);
  const days = daysOfPeriod(period, inNewYork(Date.now()).format('YYYY-MM-DD'), custom);
  // Without both days of a custom period nothing is asked (the query waits, disabled).
  const span = days ?? { start_date: '', end_date: '' };
  const list = useQuery({
    ...endpointQuery(driverStats.listDriverStats, {
      query: { ...span, search: typed.search || undefined, page: page + 1, per_page: perPage },
    }),
    enabled: days !== null,
    placeholderData: keepPreviousData,
  });
  const exporting = useMutation({
    mutationFn: () => callEndpoint(driverStats.exportDriverStats, { body: span }),
    onSuccess: (answer) => {
      enqueueSnackbar(`${countOf(answer.rows, 'row')} exported`, { variant: 'success' });
      window.open(answer.file_url, '_blank', 'noopener');
    },
  });
  const columnLabel = DRIVER_STATS_COLUMNS.find(([key]) => key === column)?.[1] ?? '';
  const columns: SortableColumn<Row, never>[] = [
    ...DRIVER_COLUMNS,
    ...(list.data?.dates ?? []).map((date) => ({
      label: dayHeading(date),
      cell: (row: Row) => formatAmount(amountOn(row, date, column), column),
    })),
    { label: `Total ${columnLabel}`, cell: (row: Row) => formatAmount(periodTotal(row, column), column) },
  ];
  const reset = () => setPage(0);

  return (
    <Box>
      <PageTitle>Driver Stats</PageTitle>
      <Stack
        direction="row"
        spacing={1.5}
        useFlexGap
        sx={{ mb: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}
      >
        <TextField
          select
          size="small"
          label="Period"
          value={period}
          onChange={(event) => {
            setPeriod(event.target.value as driverStats.DriverStatsPeriod);
            reset();
          }}
          sx={{ width: 170 }}
        >
          {DRIVER_STATS_PERIODS.map((key) => (
            <MenuItem key={key} value={key}>
              {DRIVER_STATS_PERIOD_LABELS[key]}
            </MenuItem>
          ))}
        </TextField>
        {period === 'custom' &&
          (['start', 'end'] as const).map((end) => (
            <TextField
              key={end}
              type="date"
              size="small"
              label={end === 'start' ? 'From' : 'To'}
              value={custom[end]}
              onChange={(event) => {
                setCustom({ ...custom, [end]: event.target.value });
                reset();
              }}
              slotProps={{ inputLabel: { shrink: true } }}
              sx={{ width: 170 }}
            />
          ))}
        <TextField
          select
          size="small"
          label="Column"
          value={column}
          onChange={(event) => setColumn(event.target.value as Column)}
          sx={{ width: 170 }}
        >
          {DRIVER_STATS_COLUMNS.map(([key, label]) => (
            <MenuItem key={key} value={key}>
              {label}
            </MenuItem>
          ))}
        </TextField>
        <SearchField
          placeholder="Name, e-mail, phone, licence or plate"
          width={360}
          value={search}
          problem={typed.problem}
          onChange={(text) => {
            setSearch(text);
            reset();
          }}
        />
        <Box sx={{ flex: 1 }} />
        <Button
          variant="outlined"
          startIcon={<DownloadIcon />}
          disabled={days === null}
          loading={exporting.isPending}
          onClick={() => exporting.mutate()}
        >
          Export
        </Button>
      </Stack>
      {days === null && (
        <Alert severity="info" sx={{ mb: 2 }}>
          Pick the first and last day of the period.
        </Alert>
      )}
      <Paper variant="outlined">
        <Box sx={{ height: 4 }}>
          {list.isFetching && <LinearProgress aria-label="Loading driver stats" />}
        </Box>
        <TableContainer sx={{ maxHeight: 'calc(100vh - 280px)', '& td, & th': { whiteSpace: 'nowrap' } }}>
          <SortableTable
            label="Driver stats"
            columns={columns}
            rows={list.data?.drivers ?? []}
            rowKey={(row) => row.driver_id}
            onOpen={() => undefined}
            emptyText={MESSAGES.noData}
            load={list}
          />
        </TableContainer>
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={perPage}
          rowsPerPageOptions={[...driverStats.DRIVER_STATS_PAGE_SIZES]}
          onPageChange={(_event, next) => setPage(next)}
          onRowsPerPageChange={(event) => {
            setPerPage(Number(event.target.value));
            reset();
          }}
        />
      </Paper>
    </Box>
  );
}
