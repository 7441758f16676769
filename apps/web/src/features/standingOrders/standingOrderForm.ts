import { standingOrders as api, MESSAGES, RIDE_NOTE_MAX, textMax } from '@fleetdesk/contract';
import { z } from 'zod';
import { placeFormSchema } from '../rides/dialogs/createRide/wizardSchemas';

type Order = api.StandingOrder;

const chosenId = z.string().min(1, MESSAGES.required).transform(Number);
const optionalText = (value: string) => (value.trim() === '' ? undefined : value);
const toPlace = (place: z.output<typeof placeFormSchema>) => ({
  address: place.address,
  lat: Number(place.lat),
  lon: Number(place.lon),
});

/**
 * The dialog's fields as typed (selects and coordinates as text), turned into the request and then
 * checked by the contract's own schema, so the dialog and the server refuse the same things with the
 * same messages on the same fields.
 */
const formFields = z.object({
  company_id: chosenId,
  rider_id: z.number({ error: 'Choose a rider' }).int().positive(),
  rider_name: z.string(),
  start: placeFormSchema,
  destination: placeFormSchema,
  pickup_time: z.string().min(1, MESSAGES.required),
  return_time: z.string(),
  days_of_week: z.array(z.number()),
  start_date: z.string().min(1, MESSAGES.required),
  end_date: z.string(),
  ride_type_id: chosenId,
  seats: z.number().int(),
  payment_type: z.string().min(1, MESSAGES.required),
  pickup_note: textMax(RIDE_NOTE_MAX),
  trip_note: textMax(RIDE_NOTE_MAX),
});
type FormFields = z.output<typeof formFields>;

export const standingOrderFormSchema = formFields.transform((form, ctx) => {
  const checked = api.standingOrderBody.safeParse(requestOf(form));
  // The contract's refusals land on the dialog's fields of the same names.
  for (const issue of checked.error?.issues ?? [])
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return checked.success ? checked.data : z.NEVER;
});

function requestOf(form: FormFields) {
  return {
    company_id: form.company_id,
    rider_id: form.rider_id,
    start: toPlace(form.start),
    destination: toPlace(form.destination),
    pickup_time: form.pickup_time,
    return_time: optionalText(form.return_time),
    days_of_week: form.days_of_week,
    start_date: form.start_date,
    end_date: optionalText(form.end_date),
    ride_type_id: form.ride_type_id,
    seats: form.seats,
    payment_type: form.payment_type,
    pickup_note: optionalText(form.pickup_note),
    trip_note: optionalText(form.trip_note),
  };
}

export type StandingOrderFormInput = z.input<typeof standingOrderFormSchema>;
export type StandingOrderRequest = z.output<typeof standingOrderFormSchema>;

const placeText = (place: Order['start']) => ({
  address: place.address,
  lat: String(place.lat),
  lon: String(place.lon),
});

/** The form of a new order (the ride wizard's default company) or of one being edited. */
export function formValuesOf(order: Order | null, today: string, companyId: number): StandingOrderFormInput {
  const empty = { address: '', lat: '', lon: '' };
  if (!order)
    return {
      company_id: String(companyId),
      rider_id: undefined as unknown as number,
      rider_name: '',
      start: empty,
      destination: empty,
      pickup_time: '',
      return_time: '',
      days_of_week: [],
      start_date: today,
      end_date: '',
      ride_type_id: '',
      seats: 1,
      payment_type: '',
      pickup_note: '',
      trip_note: '',
    };
  return {
    company_id: String(order.company_id),
    rider_id: order.rider_id,
    rider_name: `${order.rider_first_name} ${order.rider_last_name}`,
    start: placeText(order.start),
    destination: placeText(order.destination),
    pickup_time: order.pickup_time,
    return_time: order.return_time ?? '',
    days_of_week: order.days_of_week,
    start_date: order.start_date,
    end_date: order.end_date ?? '',
    ride_type_id: String(order.ride_type_id),
    seats: order.seats,
    payment_type: order.payment_type,
    pickup_note: order.pickup_note ?? '',
    trip_note: order.trip_note ?? '',
  };
}
