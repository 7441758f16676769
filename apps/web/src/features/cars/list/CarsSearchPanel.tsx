import { CAR_STATE_FILTERS, cars } from '@fleetdesk/contract';
import Add from '@mui/icons-material/Add';
import { Button, MenuItem, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useListSearch } from '../../../ui/listSearch';
import { SearchField } from '../../../ui/SearchField';
import { useDebounced } from '../../rides/dialogs/shared/useDebounced';
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
  const [text, setText] = useState(view.search);
  const typed = useListSearch(cars.listCars, text);
  const settled = useDebounced(typed.search, SEARCH_DEBOUNCE_MS);
  useEffect(() => {
    if (settled !== view.search) onChange({ search: settled, page: 1 });
  }, [settled, view.search, onChange]);

  return (
    <Stack direction="row" sx={{ gap: 2, mb: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <SearchField
        value={text}
        onChange={setText}
        problem={typed.problem}
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
