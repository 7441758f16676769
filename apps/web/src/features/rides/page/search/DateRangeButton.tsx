import type { DayRange } from '@fleetdesk/contract';
import DateRangeIcon from '@mui/icons-material/DateRange';
import { Box, Button, Popover, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { setRidesSearch, useRidesView } from '../ridesPageStore';
import { DATE_SHORTCUTS, DEFAULT_RANGE_LABEL, formatDayRange, rangeForShortcut } from './dateShortcuts';

/** The date range picker: two New York days and the shortcuts of spec 1 §2.5. */
export function DateRangeButton() {
  const dayRange = useRidesView((view) => view.dayRange);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const setRange = (range: DayRange | null) => setRidesSearch({ dayRange: range });
  const setDay = (edge: keyof DayRange, day: string) => {
    if (!day) return;
    const next = { from: dayRange?.from ?? day, to: dayRange?.to ?? day, [edge]: day };
    // A range typed backwards is read the right way round.
    setRange(next.from <= next.to ? next : { from: next.to, to: next.from });
  };

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<DateRangeIcon />}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ textTransform: 'none', whiteSpace: 'nowrap', borderColor: 'divider' }}
      >
        {dayRange ? formatDayRange(dayRange) : DEFAULT_RANGE_LABEL}
      </Button>
      <Popover
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <Box sx={{ display: 'flex', gap: 2, p: 2 }}>
          <Stack spacing={0.5} role="group" aria-label="Date shortcuts">
            {DATE_SHORTCUTS.map((shortcut) => (
              <Button
                key={shortcut}
                size="small"
                sx={{ justifyContent: 'flex-start' }}
                onClick={() => {
                  setRange(rangeForShortcut(shortcut, Date.now()));
                  setAnchor(null);
                }}
              >
                {shortcut}
              </Button>
            ))}
          </Stack>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <TextField
              type="date"
              size="small"
              label="From"
              value={dayRange?.from ?? ''}
              onChange={(event) => setDay('from', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              type="date"
              size="small"
              label="To"
              value={dayRange?.to ?? ''}
              onChange={(event) => setDay('to', event.target.value)}
              slotProps={{ inputLabel: { shrink: true } }}
            />
          </Stack>
        </Box>
      </Popover>
    </>
  );
}
