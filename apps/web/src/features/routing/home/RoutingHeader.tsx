import { ROUTING_DATE_PRESETS } from '@fleetdesk/contract';
import { MenuItem, Stack, TextField } from '@mui/material';
import { readRoutingState, saveRoutingState } from '../../../store/routingState';
import { useRoutingStates } from '../api/routingQueries';
import { dateOfPreset, PRESET_LABELS, presetOfDate, type RoutingDatePreset } from '../routingDates';
import { useRoutingFiltersStore } from '../routingFiltersStore';

/** Routing Home's header (spec 3 §2): the date picker, the date select and the state select. */
export function RoutingHeader() {
  const { preset, date, setFilters } = useRoutingFiltersStore();
  const states = useRoutingStates();
  const state = readRoutingState();
  const stateOptions = states.data?.states ?? [{ code: state, name: state, zones_count: 0 }];

  const handlePreset = (next: RoutingDatePreset) =>
    setFilters({ preset: next, date: dateOfPreset(next, date, Date.now()) });
  const handleDate = (next: string) => {
    if (next) setFilters({ date: next, preset: presetOfDate(next, Date.now()) });
  };
  // Spec 3 §4: the state is saved, then the page loads again under it.
  const handleState = (next: string) => {
    saveRoutingState(next);
    window.location.reload();
  };

  return (
    <Stack direction="row" spacing={1.5}>
      <TextField
        type="date"
        label="Date"
        size="small"
        value={date}
        onChange={(event) => handleDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        select
        label="Day"
        size="small"
        value={preset}
        onChange={(event) => handlePreset(event.target.value as RoutingDatePreset)}
        sx={{ minWidth: 150 }}
      >
        {ROUTING_DATE_PRESETS.map((option) => (
          <MenuItem key={option} value={option}>
            {PRESET_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="State"
        size="small"
        value={state}
        onChange={(event) => handleState(event.target.value)}
        sx={{ minWidth: 110 }}
      >
        {stateOptions.map((option) => (
          <MenuItem key={option.code} value={option.code}>
            {option.code}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
