import { type Car, type CarSortField, MESSAGES } from '@fleetdesk/contract';
import WarningAmberOutlined from '@mui/icons-material/WarningAmberOutlined';
import {
  Chip,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TableSortLabel,
  Tooltip,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { colorLabel } from '../addCar/CarDetailsFields';
import type { CarsView } from './carsQuery';

/** Shown on a car whose required documents are missing, expired or refused (issue 10 point 8). */
export const CAR_DOCUMENTS_WARNING = 'Documents missing or expired';

const STATUS_COLORS = { active: 'success', offline: 'default', suspended: 'error' } as const;

interface Column {
  label: string;
  sortField?: CarSortField;
  cell: (car: Car) => ReactNode;
}

const COLUMNS: readonly Column[] = [
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
  { label: 'Updated', sortField: 'updated_at', cell: (car) => formatNyDateTime(car.updated_at) },
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
    <Table size="small" stickyHeader aria-label="Cars">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.label} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {column.sortField ? (
                <TableSortLabel
                  active={view.sortBy === column.sortField}
                  direction={view.sortBy === column.sortField ? view.sortType : 'asc'}
                  onClick={() => column.sortField && onSort(column.sortField)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
              {MESSAGES.nothingFound}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((car) => (
            <TableRow key={car.id} hover onClick={() => onOpen(car)} sx={{ cursor: 'pointer' }}>
              {COLUMNS.map((column) => (
                <TableCell key={column.label}>{column.cell(car)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
