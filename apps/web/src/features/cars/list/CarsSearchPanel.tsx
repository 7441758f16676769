import { CAR_STATE_FILTERS, cars } from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useCallback } from 'react';
import { ListSearchField } from '../../../ui/ListSearchField';
import type { CarsView } from './carsQuery';

/** Typing pauses this long before the list asks again. */
const SEARCH_DEBOUNCE_MS = 400;

interface CarsSearchPanelProps {
  view: CarsView;
  onChange: (change: Partial<CarsView>) => void;
  onAddCar: () => void;
}

/** Text search (plate, VIN, make, model, driver), the state filter of spec 2 §9 and the add button. */
export function CarsSearchPanel({ view, onChange, onAddCar }: CarsSearchPanelProps) {
  const search = useCallback((text: string) => onChange({ search: text, page: 1 }), [onChange]);

  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <ListSearchField
        list={cars.listCars}
        applied={view.search}
        onSearch={search}
        delayMs={SEARCH_DEBOUNCE_MS}
        placeholder="Plate, VIN, make, model, driver"
        width={320}
      />
      <TextField
        size="small"
        select
        label="State"
        value={view.state}
        onChange={(event) => onChange({ state: event.target.value as CarsView['state'], page: 1 })}
        sx={{ width: 140 }}
      >
        <MenuItem value="">All</MenuItem>
        {CAR_STATE_FILTERS.map((state) => (
          <MenuItem key={state} value={state}>
            {state}
          </MenuItem>
        ))}
      </TextField>
      <Button variant="contained" startIcon={<Add />} onClick={onAddCar} sx={{ ml: 'auto' }}>
        Add car
      </Button>
    </Stack>
  );
}
