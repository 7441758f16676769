import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { EXCLUSION_REASON_TEXT, type Excluded } from './outcomeText';

/** Drivers a run left out because of their documents or car (issue 12 point 7), with the reason. */
export function ExcludedDrivers({ excluded }: { excluded: readonly Excluded[] }) {
  if (excluded.length === 0)
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        No driver was left out
      </Typography>
    );
  return (
    <List dense disablePadding aria-label="Excluded drivers" sx={{ maxHeight: 220, overflow: 'auto' }}>
      {excluded.map((driver) => (
        <ListItem key={driver.driver_id} disableGutters>
          <ListItemText
            sx={{ my: 0.25 }}
            primary={`${driver.driver_name} (#${driver.driver_id})${driver.car_id ? ` · car #${driver.car_id}` : ''}`}
            secondary={EXCLUSION_REASON_TEXT[driver.reason] ?? driver.reason}
          />
        </ListItem>
      ))}
    </List>
  );
}
