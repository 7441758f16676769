import { FormControlLabel, Grid, MenuItem, Switch, TextField } from '@mui/material';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useCompaniesQuery } from '../../rides/api/useCompaniesQuery';
import { useSettings } from '../../rides/dialogs/shared/useSettings';
import type { DriverFormRights, DriverFormValues } from './driverForm';

/** The brokers a driver's routes may go to (spec 2 §3 route_broker); empty is none. */
const ROUTE_BROKERS = ['ctg', 'sentry'] as const;

/**
 * The fields behind a key or hidden in fleet mode (spec 2 §1, §6): fleet, route broker, request route,
 * company restrictions (active contract companies) and the payout hold.
 */
export function DriverKeyedFields({
  form,
  rights,
}: {
  form: UseFormReturn<DriverFormValues>;
  rights: DriverFormRights;
}) {
  const settings = useSettings();
  const companies = useCompaniesQuery(rights.restrictionsShown);
  const contractCompanies = (companies.data?.companies ?? []).filter(
    (company) => company.status === 'active' && company.type === 'contract',
  );
  const { control } = form;
  const flag = (name: 'request_route_enabled' | 'payout_hold', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={label}
          control={<Switch checked={field.value} onChange={(_event, on) => field.onChange(on)} />}
        />
      )}
    />
  );

  return (
    <>
      {rights.fleet && (
        <Grid size={4}>
          <Controller
            control={control}
            name="fleet_id"
            render={({ field }) => (
              <TextField
                select
                size="small"
                fullWidth
                label="Fleet"
                value={field.value ?? ''}
                onChange={(event) =>
                  field.onChange(event.target.value === '' ? null : Number(event.target.value))
                }
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              >
                <MenuItem value="">No fleet</MenuItem>
                {(settings.data?.fleets ?? []).map((fleet) => (
                  <MenuItem key={fleet.id} value={fleet.id}>
                    {fleet.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
      {rights.routeBroker && (
        <Grid size={4}>
          <Controller
            control={control}
            name="route_broker"
            render={({ field }) => (
              <TextField {...field} select size="small" fullWidth label="Route broker">
                <MenuItem value="">None</MenuItem>
                {ROUTE_BROKERS.map((broker) => (
                  <MenuItem key={broker} value={broker}>
                    {broker.toUpperCase()}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
      {rights.restrictionsShown && (
        <Grid size={12}>
          <Controller
            control={control}
            name="banned_companies"
            render={({ field }) => (
              <TextField
                select
                size="small"
                fullWidth
                label="Company restrictions"
                value={field.value}
                disabled={!rights.restrictionsEditable}
                onChange={(event) => field.onChange(event.target.value as unknown as number[])}
                slotProps={{ select: { multiple: true } }}
              >
                {contractCompanies.map((company) => (
                  <MenuItem key={company.id} value={company.id}>
                    {company.name}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Grid>
      )}
      <Grid size={12} sx={{ display: 'flex', gap: 3 }}>
        {rights.requestRoute && flag('request_route_enabled', 'Request route')}
        {!rights.isFleet && flag('payout_hold', 'Payout hold')}
      </Grid>
    </>
  );
}
