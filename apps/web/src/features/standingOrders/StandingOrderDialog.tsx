import { standingOrders as api, MESSAGES, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  DialogTitle,
  ListSubheader,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { showFormError } from '../../api/showFormError';
import { FormDialog } from '../../ui/dialogs/FormDialog';
import { FormTextField } from '../../ui/form/FormTextField';
import { useGuardedSubmit } from '../../ui/form/useGuardedSubmit';
import { SubmitAccess } from '../../ui/NoAccess';
import { inNewYork } from '../../ui/time/dayjs';
import { bookableCompanies } from '../rides/dialogs/createRide/bookableCompanies';
import { RiderSearch } from '../rides/dialogs/createRide/RiderSearch';
import { LimitedTextField } from '../rides/dialogs/shared/LimitedTextField';
import { PlaceFields } from '../rides/dialogs/shared/PlaceFields';
import { SEAT_OPTIONS } from '../rides/dialogs/shared/seatOptions';
import { useSettings } from '../rides/dialogs/shared/useSettings';
import { useCreateStandingOrder, useUpdateStandingOrder } from './api';
import { ScheduleFields } from './ScheduleFields';
import {
  formValuesOf,
  type StandingOrderFormInput,
  type StandingOrderRequest,
  standingOrderFormSchema,
} from './standingOrderForm';

/** The ride wizard's default company (spec 1 §2.7). */
const DEFAULT_COMPANY_ID = 39;

/** The fields the server checks beyond the form's rules (the rider's and ride type's company). */
const SERVER_CHECKED_FIELDS = ['company_id', 'rider_id', 'ride_type_id', 'payment_type'] as const;

interface StandingOrderDialogProps {
  /** The order being edited; null for a new one. */
  order: api.StandingOrder | null;
  onClose: () => void;
}

/** New or edited standing order: the ride dialog's company, rider and address pickers, and a schedule. */
export function StandingOrderDialog({ order, onClose }: StandingOrderDialogProps) {
  const settings = useSettings();
  const companies = useMemo(
    () => bookableCompanies(settings.data?.ride_types ?? [], settings.data?.facility_companies ?? []),
    [settings.data],
  );
  const today = inNewYork(Date.now()).format('YYYY-MM-DD');
  const { control, handleSubmit, setValue, setError, formState } = useForm<
    StandingOrderFormInput,
    unknown,
    StandingOrderRequest
  >({
    resolver: zodResolver(standingOrderFormSchema),
    mode: 'onTouched',
    defaultValues: formValuesOf(order, today, DEFAULT_COMPANY_ID),
  });
  // The shared pickers read and write typed fields only; what the form turns them into is not theirs.
  const fieldControl = control as unknown as Control<StandingOrderFormInput>;
  const companyId = Number(useWatch({ control, name: 'company_id' }));
  const rideTypeId = Number(useWatch({ control, name: 'ride_type_id' }));
  const riderName = useWatch({ control, name: 'rider_name' });
  const rideTypes = (settings.data?.ride_types ?? []).filter((type) => type.company_id === companyId);
  const paymentTypes = api.STANDING_ORDER_PAYMENT_TYPES.filter((payment) =>
    (rideTypes.find((type) => type.id === rideTypeId)?.payment_types_supported ?? []).includes(payment),
  );
  const showError = (error: Error) => showFormError(error, setError, SERVER_CHECKED_FIELDS);
  const creating = useCreateStandingOrder(onClose, showError);
  const updating = useUpdateStandingOrder(onClose, showError);
  const handleSave = useGuardedSubmit(
    handleSubmit((body) =>
      order
        ? updating.mutateAsync({ params: { id: order.id }, body: { ...body, updated_at: order.updated_at } })
        : creating.mutateAsync({ body }),
    ),
  );

  const select = (
    name: 'company_id' | 'ride_type_id' | 'payment_type',
    label: string,
    options: React.ReactNode,
    onPick?: () => void,
  ) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={label}
          value={String(field.value ?? '')}
          onChange={(event) => {
            field.onChange(event.target.value);
            onPick?.();
          }}
          onBlur={field.onBlur}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          required
          sx={{ flex: 1 }}
        >
          {options}
        </TextField>
      )}
    />
  );
  const companyOptions = ['Facility', 'Companies'].flatMap((group) => {
    const members = companies.filter((c) => c.isFacility === (group === 'Facility'));
    if (members.length === 0) return [];
    return [
      <ListSubheader key={group}>{group}</ListSubheader>,
      ...members.map((c) => (
        <MenuItem key={c.id} value={String(c.id)}>
          {c.name}
        </MenuItem>
      )),
    ];
  });

  return (
    <FormDialog
      dirty={formState.isDirty}
      open
      onClose={onClose}
      maxWidth="md"
      fullWidth
      aria-labelledby="standing-order-title"
    >
      <DialogTitle id="standing-order-title">
        {order ? `Standing order #${order.id}` : 'New standing order'}
      </DialogTitle>
      <form onSubmit={handleSave} noValidate>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {order && order.rides_ahead > 0 && (
              <Alert severity="info">{api.ridesAheadKeptMessage(order.rides_ahead)}</Alert>
            )}
            {select('company_id', 'Company', companyOptions, () => {
              // A rider and a ride type belong to one company: choosing another clears them.
              setValue('ride_type_id', '');
              setValue('payment_type', '');
              setValue('rider_id', undefined as unknown as number);
              setValue('rider_name', '');
            })}
            <Controller
              control={control}
              name="rider_id"
              render={({ fieldState }) => (
                <Stack spacing={0.5}>
                  <RiderSearch
                    companyId={companyId}
                    onPick={(rider) => {
                      setValue('rider_id', rider.id, { shouldValidate: true });
                      setValue('rider_name', `${rider.first_name} ${rider.last_name}`);
                    }}
                  />
                  {riderName && <Typography variant="body2">{`Rider: ${riderName}`}</Typography>}
                  {/* The server's refusal of a chosen rider shows too, not only the missing one. */}
                  {(fieldState.error || !riderName) && (
                    <Typography variant="body2" color={fieldState.error ? 'error' : 'text.secondary'}>
                      {fieldState.error?.message ?? 'No rider chosen yet'}
                    </Typography>
                  )}
                </Stack>
              )}
            />
            <PlaceFields control={fieldControl} name="start" label="Pickup address" />
            <PlaceFields control={fieldControl} name="destination" label="Destination address" />
            <ScheduleFields control={fieldControl} />
            <Stack direction="row" spacing={1}>
              {select(
                'ride_type_id',
                'Ride type',
                rideTypes.map((type) => (
                  <MenuItem key={type.id} value={String(type.id)}>
                    {type.display_name}
                  </MenuItem>
                )),
              )}
              <FormTextField
                control={fieldControl}
                name="seats"
                label="Seats"
                options={SEAT_OPTIONS}
                numeric
                size="medium"
                sx={{ width: 100 }}
              />
              {select(
                'payment_type',
                'Payment',
                paymentTypes.map((payment) => (
                  <MenuItem key={payment} value={payment}>
                    {payment.charAt(0).toUpperCase() + payment.slice(1)}
                  </MenuItem>
                )),
              )}
            </Stack>
            {/* The notes the rides are created with: the ride wizard's boxes, limit and message. */}
            <LimitedTextField
              control={fieldControl}
              name="pickup_note"
              max={RIDE_NOTE_MAX}
              label="Pickup note"
              multiline
            />
            <LimitedTextField
              control={fieldControl}
              name="trip_note"
              max={RIDE_NOTE_MAX}
              label="Trip note (facility note, not for the driver)"
              multiline
            />
            {companies.length === 0 && !settings.isPending && (
              <Alert severity="info">{MESSAGES.nothingFound}</Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose}>
            Cancel
          </Button>
          <SubmitAccess permission="rides.standing-orders">
            <Button type="submit" variant="contained" loading={creating.isPending || updating.isPending}>
              Save
            </Button>
          </SubmitAccess>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
