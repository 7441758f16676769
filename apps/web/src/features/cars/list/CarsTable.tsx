import type { Car, CarSortField } from '@fleetdesk/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import { Box, Chip, Link, Stack, Tooltip, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { type SortableColumn, SortableTable } from '../../../ui/table/SortableTable';
import { nyDateTime } from '../../../ui/time/nyFormat';
import { colorLabel } from '../addCar/CarDetailsFields';
import type { CarsView } from './carsQuery';

/** Shown on a car whose required documents are missing, expired or refused (issue 10 point 8). */
export const CAR_DOCUMENTS_WARNING = 'Documents missing or expired';

const STATUS_COLORS = { active: 'success', offline: 'default', suspended: 'error' } as const;

/** The date over the time, so the last column stays narrow and never breaks inside either. */
function DateOverTime({ iso }: { iso: string }) {
  const moment = nyDateTime(iso);
  return (
    moment && (
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {moment.date}
        <br />
        {moment.time}
      </Box>
    )
  );
}

const COLUMNS: readonly SortableColumn<Car, CarSortField>[] = [
  { label: 'ID', sortField: 'id', cell: (car) => car.id },
  {
    label: 'Plate',
    sortField: 'plate_number',
    cell: (car) => (
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <span>{car.plate_number}</span>
        {car.documents_expired_or_missing && (
          <Tooltip title={CAR_DOCUMENTS_WARNING}>
            <WarningAmberOutlined color="warning" fontSize="small" aria-label={CAR_DOCUMENTS_WARNING} />
          </Tooltip>
        )}
        {car.is_temporary && <Chip label="Temporary" size="small" color="info" variant="outlined" />}
      </Stack>
    ),
  },
  { label: 'Display number', cell: (car) => car.number_display },
  {
    label: 'Car',
    sortField: 'title',
    cell: (car) => <Typography sx={{ minWidth: 150, fontSize: 'inherit' }}>{car.title}</Typography>,
  },
  { label: 'Color', sortField: 'color', cell: (car) => colorLabel(car.color) },
  {
    label: 'VIN',
    sortField: 'vin_number',
    cell: (car) => <Typography sx={{ fontFamily: 'monospace', fontSize: 13 }}>{car.vin_number}</Typography>,
  },
  { label: 'State', sortField: 'state', cell: (car) => car.state },
  { label: 'WAV', cell: (car) => (car.wav ? 'Yes' : 'No') },
  {
    label: 'Status',
    sortField: 'status',
    cell: (car) => <Chip label={car.status} size="small" color={STATUS_COLORS[car.status]} />,
  },
  {
    label: 'Driver',
    cell: (car) =>
      car.driver_id ? (
        <Link component={RouterLink} to={`/driver/${car.driver_id}`} onClick={(e) => e.stopPropagation()}>
          {car.names ?? `#${car.driver_id}`}
        </Link>
      ) : (
        '—'
      ),
  },
  { label: 'Updated', sortField: 'updated_at', cell: (car) => <DateOverTime iso={car.updated_at} /> },
];

interface CarsTableProps {
  rows: readonly Car[];
  view: CarsView;
  onSort: (field: CarSortField) => void;
  onOpen: (car: Car) => void;
}

/** The cars of one page; a header with a sort field sorts on the server, a row opens the car. */
export function CarsTable({ rows, view, onSort, onOpen }: CarsTableProps) {
  return (
    <SortableTable
      label="Cars"
      columns={COLUMNS}
      rows={rows}
      rowKey={(car) => car.id}
      sort={{ by: view.sortBy, type: view.sortType }}
      onSort={onSort}
      onOpen={onOpen}
    />
  );
}
