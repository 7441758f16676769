import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { openDialog } from '../../ui/dialogs/dialogStore';

/** The /drivers header: Driver, which opens Create driver (spec 1 §2.3), for every viewer of the page. */
export function DriversHeaderButtons() {
  return (
    <Button
      variant="contained"
      size="small"
      startIcon={<AddIcon />}
      onClick={() => openDialog('createDriver', {})}
      sx={{ flexShrink: 0, textTransform: 'none' }}
    >
      Driver
    </Button>
  );
}
