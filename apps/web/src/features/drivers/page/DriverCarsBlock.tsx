import type { DriverCar } from '@fleetdesk/contract';
import {
  Button,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { stickyActionColumnSx } from '../../../ui/table/stickyActionColumn';
import { DriverCarRow } from './DriverCarRow';
import { PageBlock } from './PageBlock';
import { openDriverPageDialog } from './pageDialogs';

const COLUMNS = ['Car', 'Plate', 'VIN', 'Colour', 'State', 'Status'] as const;

/** The driver's cars, with assigning an existing car and adding a new one. */
export function DriverCarsBlock({ driverId, cars }: { driverId: number; cars: readonly DriverCar[] }) {
  return (
    <PageBlock
      title="Cars"
      actions={
        <>
          <Button
            size="small"
            variant="outlined"
            onClick={() => openDriverPageDialog('selectCarForDriver', { driverId })}
          >
            Assign car
          </Button>
          <Button
            size="small"
            variant="contained"
            onClick={() => openDriverPageDialog('addCar', { driverId })}
          >
            Add car
          </Button>
        </>
      }
    >
      {cars.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          No cars linked to this driver.
        </Typography>
      ) : (
        <TableContainer sx={stickyActionColumnSx}>
          <Table size="small" aria-label="Cars">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column}>{column}</TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {cars.map((car) => (
                <DriverCarRow key={car.id} car={car} />
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </PageBlock>
  );
}
