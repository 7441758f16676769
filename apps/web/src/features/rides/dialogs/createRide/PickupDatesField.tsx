import { Box, Button, Chip, FormHelperText, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { formatNyDate } from '../shared/format';

interface PickupDatesFieldProps {
  dates: readonly string[];
  onChange: (dates: string[]) => void;
  error?: string;
  /** YYYY-MM-DD in New York: earlier days cannot be booked. */
  minDate: string;
}

/** One or many pickup days (YYYY-MM-DD); each becomes its own ride. */
export function PickupDatesField({ dates, onChange, error, minDate }: PickupDatesFieldProps) {
  const [draft, setDraft] = useState('');
  const addDraft = () => {
    if (!draft || dates.includes(draft)) return;
    onChange([...dates, draft].sort());
    setDraft('');
  };
  return (
    <Box>
      <Stack direction="row" spacing={1} alignItems="center">
        <TextField
          type="date"
          label="Pickup date"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              addDraft();
            }
          }}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: minDate } }}
          error={Boolean(error)}
          size="small"
          sx={{ width: 220 }}
        />
        <Button variant="outlined" onClick={addDraft} disabled={!draft} sx={{ whiteSpace: 'nowrap' }}>
          Add date
        </Button>
      </Stack>
      <Stack
        useFlexGap
        direction="row"
        spacing={0.5}
        sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }}
        aria-label="Pickup dates"
      >
        {dates.map((date) => (
          <Chip
            key={date}
            label={formatNyDate(`${date}T12:00:00-05:00`)}
            onDelete={() => onChange(dates.filter((d) => d !== date))}
            size="small"
          />
        ))}
      </Stack>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
