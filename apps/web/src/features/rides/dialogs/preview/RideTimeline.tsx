import type { Ride } from '@fleetdesk/contract';
import { Step, StepLabel, Stepper, Typography } from '@mui/material';
import { formatNyDate, formatNyTime } from '../shared/format';

/** Arrived, PU (scheduled pickup), Picked up, DO: each with its New York date and time when known. */
export function RideTimeline({ ride }: { ride: Ride }) {
  const steps = [
    { label: 'Arrived', at: ride.arrived_at },
    { label: 'PU', at: ride.pickup_at },
    { label: 'Picked up', at: ride.actual_pickup_at ?? ride.picked_up_at },
    { label: 'DO', at: ride.actual_dropoff_at ?? ride.dropoff_at },
  ];
  return (
    <Stepper alternativeLabel nonLinear aria-label="Timeline" sx={{ my: 1 }}>
      {steps.map((step) => (
        <Step key={step.label} completed={step.at !== null}>
          <StepLabel
            optional={
              <Typography variant="caption" color="text.secondary" component="div" sx={{ lineHeight: 1.3 }}>
                {step.at ? (
                  <>
                    {formatNyDate(step.at)}
                    <br />
                    {formatNyTime(step.at)}
                  </>
                ) : (
                  '—'
                )}
              </Typography>
            }
          >
            {step.label}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
