import { MESSAGES, type Scenario } from '@fleetdesk/contract';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { StatsCard } from './StatsBlocks';

/** Routing Home's scenarios table: each scenario with its car type, priority and progress of its last run. */
export function ScenariosTable({ scenarios }: { scenarios: readonly Scenario[] | undefined }) {
  const rows = scenarios ?? [];
  return (
    <StatsCard title="Scenarios">
      <Table size="small" aria-label="Scenarios" sx={{ '& td, & th': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            {['Title', 'Car type', 'Prio.', 'Status', 'Routes'].map((label) => (
              <TableCell key={label}>{label}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((scenario) => (
            <TableRow key={scenario.id}>
              <TableCell>{scenario.title}</TableCell>
              <TableCell>{scenario.car_type}</TableCell>
              <TableCell>{scenario.priority}</TableCell>
              <TableCell>{scenario.status}</TableCell>
              <TableCell>
                {scenario.processed_routes}/{scenario.total_routes}
              </TableCell>
            </TableRow>
          ))}
          {scenarios && rows.length === 0 && (
            <TableRow>
              <TableCell colSpan={5} align="center">
                {MESSAGES.noData}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </StatsCard>
  );
}
