import { standingOrders as api } from '@fleetdesk/contract';
import {
  FormControl,
  FormHelperText,
  FormLabel,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import { type Control, Controller } from 'react-hook-form';
import type { StandingOrderFormInput } from './standingOrderForm';

type TextName = 'pickup_time' | 'return_time' | 'start_date' | 'end_date';

/** When it repeats: the weekdays, the New York pickup and return times, and from when to when. */
export function ScheduleFields({ control }: { control: Control<StandingOrderFormInput> }) {
  const text = (name: TextName, label: string, type: 'time' | 'date', required = false) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type={type}
          label={label}
          required={required}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? ' '}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ flex: 1 }}
        />
      )}
    />
  );
  return (
    <Stack spacing={1}>
      <Controller
        control={control}
        name="days_of_week"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormLabel id="standing-order-days">Days of the week</FormLabel>
            <ToggleButtonGroup
              aria-labelledby="standing-order-days"
              value={field.value}
              onChange={(_event, days: number[]) => field.onChange([...days].sort())}
              size="small"
              color="primary"
            >
              {api.WEEKDAYS.map((day) => (
                <ToggleButton key={day} value={day} sx={{ px: 2 }}>
                  {api.WEEKDAY_LABELS[day]}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <FormHelperText>{fieldState.error?.message ?? ' '}</FormHelperText>
          </FormControl>
        )}
      />
      <Stack direction="row" spacing={1}>
        {text('pickup_time', 'Pickup time (New York)', 'time', true)}
        {text('return_time', 'Return time', 'time')}
      </Stack>
      <Stack direction="row" spacing={1}>
        {text('start_date', 'Start date', 'date', true)}
        {text('end_date', 'End date', 'date')}
      </Stack>
    </Stack>
  );
}
