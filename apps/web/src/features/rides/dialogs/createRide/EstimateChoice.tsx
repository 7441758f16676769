import type { RideEstimate } from '@fleetdesk/contract';
import { FormControlLabel, FormHelperText, Radio, RadioGroup, Typography } from '@mui/material';
import { formatMiles, formatUsd } from '../shared/format';

interface EstimateChoiceProps {
  estimates: readonly RideEstimate[];
  value: number | undefined;
  onChange: (estimate: RideEstimate) => void;
  error?: string;
}

/** One priced ride type per row; choosing one also fills the amount. */
export function EstimateChoice({ estimates, value, onChange, error }: EstimateChoiceProps) {
  return (
    <>
      <RadioGroup
        aria-label="Ride estimate"
        value={value ?? ''}
        onChange={(event) => {
          const estimate = estimates.find((e) => e.id === Number(event.target.value));
          if (estimate) onChange(estimate);
        }}
      >
        {estimates.map((estimate) => (
          <FormControlLabel
            key={estimate.id}
            value={estimate.id}
            control={<Radio size="small" />}
            label={
              <Typography variant="body2">
                <strong>{estimate.ride_type.display_name}</strong> · {formatUsd(estimate.amount)}
                <Typography component="span" variant="caption" color="text.secondary">
                  {' '}
                  · {formatMiles(estimate.distance)} · {Math.round(estimate.duration / 60)} min
                  {estimate.tollways > 0 ? ` · tollways ${formatUsd(estimate.tollways)}` : ''}
                </Typography>
              </Typography>
            }
          />
        ))}
      </RadioGroup>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </>
  );
}
