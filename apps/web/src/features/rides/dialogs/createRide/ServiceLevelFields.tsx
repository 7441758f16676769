import { Checkbox, FormControlLabel, Stack, Typography } from '@mui/material';

export type ServiceLevel = 'none' | 'd2d' | 'd3d';

const LEVELS = [
  { level: 'd2d', label: 'Door-to-door' },
  { level: 'd3d', label: 'Door-through-door' },
] as const;

interface LegServicesProps {
  leg: 'Pickup' | 'Return';
  value: ServiceLevel;
  onChange: (value: ServiceLevel) => void;
  disabled?: boolean;
}

/** Door-to-door or door-through-door for one leg: ticking one unticks the other. */
export function LegServices({ leg, value, onChange, disabled }: LegServicesProps) {
  return (
    <Stack direction="row" alignItems="center" spacing={1}>
      <Typography variant="body2" sx={{ width: 64 }} color={disabled ? 'text.disabled' : 'text.secondary'}>
        {leg}
      </Typography>
      {LEVELS.map(({ level, label }) => (
        <FormControlLabel
          key={level}
          disabled={disabled}
          label={label}
          control={
            <Checkbox
              size="small"
              checked={value === level}
              onChange={(event) => onChange(event.target.checked ? level : 'none')}
              slotProps={{ input: { 'aria-label': `${leg} ${label}` } }}
            />
          }
        />
      ))}
    </Stack>
  );
}
