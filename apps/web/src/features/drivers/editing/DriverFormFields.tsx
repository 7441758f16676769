import {
  ADDRESS_STATES,
  cleanAddressSearchText,
  DRIVER_SEXES,
  DRIVER_STATUSES,
  formatDriverLicense,
  formatEin,
  formatSsn,
  formatZip,
  isUsRegionCode,
  NJ_LICENSE_MAX,
  US_REGIONS,
} from '@fleetdesk/contract';
import { Grid, Typography } from '@mui/material';
import type { UseFormReturn } from 'react-hook-form';
import { FormTextField } from '../../../ui/form/FormTextField';
import { AddressField } from '../../rides/dialogs/shared/PlaceFields';
import { DRIVER_STATUS_BADGES } from '../page/driverPageRules';
import { DriverKeyedFields } from './DriverKeyedFields';
import { addressPartsOf, type DriverFormRights, type DriverFormValues } from './driverForm';

/** Spec 2 §9: the typed address asks the geocoder after 500 ms. */
const ADDRESS_DEBOUNCE_MS = 500;

const options = (values: readonly string[], label = (v: string) => v) =>
  values.map((value) => ({ value, label: label(value) }));
const capitalised = (v: string) => v.charAt(0).toUpperCase() + v.slice(1);

/** The licence number as typed: upper case letters and digits, NJ grouped and at most 15 (spec 2 §5). */
const licenceInput = (state: string) => (text: string) => {
  const clean = text.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (!isUsRegionCode(state)) return clean;
  return formatDriverLicense(state, state === 'NJ' ? clean.slice(0, NJ_LICENSE_MAX) : clean);
};

/** The create and edit forms' fields (spec 2 §5); `withStatus` adds the edit form's status. */
export function DriverFormFields({
  form,
  rights,
  withStatus,
}: {
  form: UseFormReturn<DriverFormValues>;
  rights: DriverFormRights;
  withStatus: boolean;
}) {
  const { control } = form;
  const licenceState = form.watch('driver_license_state');
  const section = (title: string) => (
    <Grid size={12}>
      <Typography variant="overline" sx={{ color: 'text.secondary' }}>
        {title}
      </Typography>
    </Grid>
  );

  return (
    <Grid container spacing={2}>
      {section('Personal')}
      <Grid size={4}>
        <FormTextField control={control} name="first_name" label="First name" required />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="middle_name" label="Middle name" />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="last_name" label="Last name" required />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="dob_date" label="Date of birth" type="date" required />
      </Grid>
      <Grid size={4}>
        <FormTextField
          control={control}
          name="sex"
          label="Sex"
          options={options(DRIVER_SEXES, capitalised)}
          required
        />
      </Grid>
      <Grid size={4}>
        {withStatus && (
          <FormTextField
            control={control}
            name="status"
            label="Status"
            options={options(DRIVER_STATUSES, (s) => DRIVER_STATUS_BADGES[s as 'active'].label)}
            disabled={rights.isFleet}
            required
          />
        )}
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="ssn" label="SSN" format={formatSsn} maxLength={11} required />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="ein" label="EIN" format={formatEin} maxLength={10} />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="business_name" label="Business name" />
      </Grid>
      {section('Contact')}
      <Grid size={6}>
        <FormTextField control={control} name="email" label="Email" maxLength={40} required />
      </Grid>
      <Grid size={6}>
        <FormTextField control={control} name="phone_number" label="Phone" required />
      </Grid>
      <Grid size={12}>
        <AddressField
          control={control}
          name="address_street"
          label="Street"
          debounceMs={ADDRESS_DEBOUNCE_MS}
          cleanText={cleanAddressSearchText}
          onPick={(place) => {
            for (const [field, value] of Object.entries(addressPartsOf(place)))
              form.setValue(field as 'address_city', value as string, { shouldValidate: true });
          }}
        />
      </Grid>
      <Grid size={5}>
        <FormTextField control={control} name="address_city" label="City" required />
      </Grid>
      <Grid size={3}>
        <FormTextField
          control={control}
          name="address_state"
          label="State"
          options={options(ADDRESS_STATES)}
          required
        />
      </Grid>
      <Grid size={4}>
        <FormTextField
          control={control}
          name="address_zipcode"
          label="Zip"
          format={formatZip}
          maxLength={10}
          required
        />
      </Grid>
      {section('Licences')}
      <Grid size={4}>
        <FormTextField
          control={control}
          name="driver_license_state"
          label="Licence state"
          options={US_REGIONS.map((region) => ({
            value: region.code,
            label: `${region.name} (${region.code})`,
          }))}
        />
      </Grid>
      <Grid size={4}>
        <FormTextField
          control={control}
          name="driver_license"
          label="Driver licence"
          format={licenceInput(licenceState)}
        />
      </Grid>
      <Grid size={4}>
        <FormTextField control={control} name="tlc_license" label="TLC licence" />
      </Grid>
      <DriverKeyedFields form={form} rights={rights} />
    </Grid>
  );
}
