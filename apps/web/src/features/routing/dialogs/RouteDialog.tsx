import { type RouteDetail, routing } from '@fleetdesk/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, CircularProgress, DialogContent, DialogTitle } from '@mui/material';
import { type Control, Controller, useForm } from 'react-hook-form';
import { endpointQuery } from '../../../api/endpointQuery';
import { showFormError } from '../../../api/showFormError';
import { useFreshQuery } from '../../../api/useFreshQuery';
import type { DialogControl } from '../../../ui/dialogs/dialogTypes';
import { FormDialog, useReportDirty } from '../../../ui/dialogs/FormDialog';
import { FormTextField } from '../../../ui/form/FormTextField';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { useGuardedSubmit } from '../../../ui/form/useGuardedSubmit';
import { useOpenedCopy } from '../../../ui/form/useOpenedCopy';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { useRoutingScenarios, useRoutingZones } from '../api/routingQueries';
import { useRoutingWrite } from '../api/useRoutingWrite';
import { newRouteForm, type RouteForm, routeFormOf, routeFormSchema } from './routeForm';

declare module '../../../ui/dialogs/dialogTypes' {
  interface DialogPropsByKey {
    createRoute: { date: string };
    updateRoute: { routeId: number };
  }
}

type RouteBody = routing.RouteBody;

const FIELDS = ['driver_id', 'car_id', 'from_datetime', 'to_datetime', 'scenario_id', 'capacity'] as const;

function RouteFormBody(props: { route: RouteDetail | null; date: string; onClose: () => void }) {
  const { onClose } = props;
  const route = useOpenedCopy(props.route);
  const form = useForm<RouteForm, unknown, RouteBody>({
    resolver: zodResolver(routeFormSchema),
    mode: 'onTouched',
    defaultValues: route ? routeFormOf(route) : newRouteForm(props.date),
  });
  useReportDirty(form.formState.isDirty);
  // The fields only read and write the typed values; the sent body comes from handleSubmit.
  const control = form.control as unknown as Control<RouteForm>;
  const zones = useRoutingZones();
  const scenarios = useRoutingScenarios();
  const save = useRoutingWrite(routing.saveRoute, {
    onDone: onClose,
    onError: (error) => showFormError(error, form.setError, FIELDS),
  });
  const zoneOptions = (zones.data?.zones ?? []).map((zone) => ({ value: zone.id, label: zone.name }));
  const scenarioOptions = [
    { value: '', label: 'None' },
    ...(scenarios.data?.scenarios ?? []).map((s) => ({
      value: String(s.id),
      label: `${s.title} (${s.car_type})`,
    })),
  ];
  const handleSave = (body: RouteBody) =>
    save.mutateAsync({
      params: { id: route ? route.id : 'new' },
      body: route ? { ...body, updated_at: route.updated_at } : body,
    });
  const submit = useGuardedSubmit(form.handleSubmit(handleSave));

  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2, pt: 1 }}>
        <FormTextField control={control} name="driver_id" label="Driver ID" required />
        <FormTextField control={control} name="car_id" label="Car ID" />
        <FormTextField control={control} name="from_datetime" label="From" type="datetime-local" />
        <FormTextField control={control} name="to_datetime" label="Until" type="datetime-local" />
        <FormTextField
          control={control}
          name="scenario_id"
          label="Scenario"
          options={scenarioOptions}
          displayEmpty
        />
        <FormTextField control={control} name="capacity" label="Capacity" />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <Controller
            control={control}
            name="start_zone_ids"
            render={({ field }) => (
              <MultiSelect
                label="Start zones"
                value={field.value}
                options={zoneOptions}
                onChange={field.onChange}
                width="100%"
              />
            )}
          />
        </Box>
      </DialogContent>
      <DialogFormActions
        onCancel={onClose}
        submitLabel={route ? 'Update' : 'Create'}
        isSending={save.isPending}
      />
    </Box>
  );
}

/** CREATE: a new route of the day shown. */
export function CreateRouteDialog({ open, onClose, date }: DialogControl & { date: string }) {
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="create-route-title">
      <DialogTitle id="create-route-title">Create route</DialogTitle>
      <RouteFormBody route={null} date={date} onClose={onClose} />
    </FormDialog>
  );
}

/** Update: the route's driver, car, times, start zones, scenario and capacity. */
export function UpdateRouteDialog({ open, onClose, routeId }: DialogControl & { routeId: number }) {
  const route = useFreshQuery(endpointQuery(routing.getRoute, { params: { id: routeId } }));
  return (
    <FormDialog open={open} onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="update-route-title">
      <DialogTitle id="update-route-title">Update route #{routeId}</DialogTitle>
      {route.data ? (
        <RouteFormBody route={route.data.route} date={route.data.route.date} onClose={onClose} />
      ) : (
        <DialogContent>
          <CircularProgress aria-label="Loading route" />
        </DialogContent>
      )}
    </FormDialog>
  );
}
