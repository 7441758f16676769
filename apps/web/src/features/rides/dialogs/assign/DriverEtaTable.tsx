import { type DriverOnMap, MESSAGES } from '@fleetdesk/contract';
import { Radio, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { fullName } from '../shared/format';

const etaText = (seconds: number | null) =>
  seconds === null ? '—' : `${Math.max(1, Math.round(seconds / 60))} min`;

const carText = (driver: DriverOnMap) =>
  [driver.car_color?.replace(/_/g, ' '), driver.car_make, driver.car_model].filter(Boolean).join(' ') +
  (driver.car_plate_number ? ` · ${driver.car_plate_number}` : '');

interface DriverEtaTableProps {
  drivers: readonly DriverOnMap[];
  selectedId: number | null;
  onSelect: (driver: DriverOnMap) => void;
}

/** Drivers who could take the pickup, nearest first, as the server ordered them. */
export function DriverEtaTable({ drivers, selectedId, onSelect }: DriverEtaTableProps) {
  if (drivers.length === 0) {
    return (
      <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
        {MESSAGES.nothingFound}
      </Typography>
    );
  }
  return (
    <Table size="small" stickyHeader aria-label="Drivers">
      <TableHead>
        <TableRow>
          <TableCell padding="checkbox" />
          <TableCell>Name</TableCell>
          <TableCell>Phone</TableCell>
          <TableCell>Car</TableCell>
          <TableCell align="right">ETA</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {drivers.map((driver) => {
          const name = fullName(driver.first_name, driver.last_name);
          const isSelected = driver.id === selectedId;
          return (
            <TableRow
              key={driver.id}
              hover
              selected={isSelected}
              onClick={() => onSelect(driver)}
              sx={{ cursor: 'pointer' }}
            >
              <TableCell padding="checkbox">
                <Radio
                  checked={isSelected}
                  onChange={() => onSelect(driver)}
                  slotProps={{ input: { 'aria-label': `${name} (#${driver.id})` } }}
                />
              </TableCell>
              <TableCell>
                {name}
                <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.5 }}>
                  #{driver.id}
                  {driver.online ? '' : ' · offline'}
                </Typography>
              </TableCell>
              <TableCell>{driver.phone_number}</TableCell>
              <TableCell>{carText(driver) || MESSAGES.vehicleInfoNotAvailable}</TableCell>
              <TableCell align="right">{etaText(driver.eta)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
