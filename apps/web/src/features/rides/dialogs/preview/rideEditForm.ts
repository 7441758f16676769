import {
  EDITABLE_RIDE_STATUSES,
  emailField,
  MESSAGES,
  NEW_TRIP_ID_NOTE_MAX,
  nameField,
  newYorkInstant,
  newYorkWallClock,
  type Ride,
  type RideUpdateBody,
  rideUpdateBody,
  textMax,
  usPhoneField,
} from '@fleetdesk/contract';
import { z } from 'zod';
import { placeFormSchema } from '../createRide/wizardSchemas';

/** An optional text that, when given, must pass `field` (its own message is shown). */
const optionalOf = (field: z.ZodType) =>
  z.string().superRefine((value, ctx) => {
    if (value.trim() === '') return;
    const result = field.safeParse(value.trim());
    if (!result.success) ctx.addIssue({ code: 'custom', message: result.error.issues[0]?.message ?? '' });
  });

/** The fare as typed: empty, or what POST /rides/{id} takes (a number, not negative, cents, at most $99,999). */
const fareField = optionalOf(rideUpdateBody.shape.fare_collected.unwrap());

/** What holders of rides.update-dangerous-fields may change (spec 1 §5 "Ride edit"). */
export const fullEditSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  phone_number: optionalOf(usPhoneField),
  email: optionalOf(emailField),
  pickup_at: z.string().min(1, MESSAGES.required),
  dropoff_at: z.string().min(1, MESSAGES.required),
  start: placeFormSchema,
  destination: placeFormSchema,
  pickup_note: textMax(250),
  status: z.union([z.literal(''), z.enum(EDITABLE_RIDE_STATUSES)]),
  status_note: textMax(250),
  ride_type_id: z.number().int().positive(),
  seats: z.number().int().min(1).max(4),
  /** Shown and sent only for the role named Admin (spec 1 §6); null: no zone. */
  pickup_zone_id: z.number().int().nullable(),
  destination_zone_id: z.number().int().nullable(),
  new_trip_id_note: textMax(NEW_TRIP_ID_NOTE_MAX),
  fare_collected: fareField,
});
export type RideEditInput = z.input<typeof fullEditSchema>;
export type RideEditValues = z.output<typeof fullEditSchema>;

/** Everyone else sends only fare_collected; the other fields are shown, not checked. */
export const fareOnlySchema = z.looseObject({ fare_collected: fareField });

/** An instant as a New York wall-clock value for a datetime-local input. */
export const toNyLocal = (iso: string | null) => (iso ? newYorkWallClock(new Date(iso)) : '');
/** A New York wall-clock value back to an instant. */
export const fromNyLocal = (local: string) => newYorkInstant(local).toISOString();

const placeOf = (address: string, lat: number, lon: number) => ({
  address,
  lat: String(lat),
  lon: String(lon),
});

export function editFormValues(ride: Ride): RideEditInput {
  return {
    first_name: ride.first_name,
    last_name: ride.last_name,
    phone_number: ride.phone_number ?? '',
    email: ride.email ?? '',
    pickup_at: toNyLocal(ride.pickup_at),
    dropoff_at: toNyLocal(ride.dropoff_at),
    start: placeOf(ride.start_address, ride.start_lat, ride.start_lon),
    destination: placeOf(ride.destination_address, ride.destination_lat, ride.destination_lon),
    pickup_note: ride.pickup_note ?? '',
    status: '',
    status_note: '',
    ride_type_id: ride.ride_type_id,
    seats: ride.seats,
    pickup_zone_id: ride.pickup_zone_id,
    destination_zone_id: ride.destination_zone_id,
    new_trip_id_note: ride.new_trip_id_note ?? '',
    fare_collected: ride.fare_collected === null ? '' : String(ride.fare_collected),
  };
}

const fareOf = (text: string) => (text.trim() === '' ? undefined : Number(text));
const samePlace = (a: RideEditValues['start'], b: RideEditInput['start']) =>
  a.address === b.address && Number(a.lat) === Number(b.lat) && Number(a.lon) === Number(b.lon);

/** Who is editing: the dangerous-fields key holder edits the ride, the role named Admin its zones too. */
export interface EditRights {
  mayEditAll: boolean;
  mayEditZones: boolean;
}

/**
 * The field edit as POST /rides/{id} takes it: only what changed, so that a field one may not touch is
 * never sent untouched.
 */
function editBody(ride: Ride, values: RideEditValues, rights: EditRights): RideUpdateBody {
  const before = editFormValues(ride);
  const fare = fareOf(values.fare_collected);
  const body: RideUpdateBody = {};
  if (values.fare_collected !== before.fare_collected && fare !== undefined) body.fare_collected = fare;
  if (rights.mayEditZones) {
    for (const name of ['pickup_zone_id', 'destination_zone_id'] as const)
      if (values[name] !== before[name]) body[name] = values[name];
  }
  if (!rights.mayEditAll) return body;
  const text = ['first_name', 'last_name', 'pickup_note', 'new_trip_id_note'] as const;
  for (const name of text) if (values[name] !== before[name]) body[name] = values[name];
  if (values.phone_number !== before.phone_number && values.phone_number)
    body.phone_number = values.phone_number;
  if (values.email !== before.email && values.email) body.email = values.email;
  if (values.pickup_at !== before.pickup_at) body.pickup_at = fromNyLocal(values.pickup_at);
  if (values.dropoff_at !== before.dropoff_at) body.dropoff_at = fromNyLocal(values.dropoff_at);
  for (const name of ['start', 'destination'] as const) {
    const place = values[name];
    if (!samePlace(place, before[name]))
      body[name] = { address: place.address, lat: Number(place.lat), lon: Number(place.lon) };
  }
  if (values.ride_type_id !== ride.ride_type_id) body.ride_type_id = values.ride_type_id;
  if (values.seats !== ride.seats) body.seats = values.seats;
  return body;
}

/**
 * What Save sends: the field edits and the chosen status in one request, which the server applies all
 * or nothing (a refused status saves no field either); null when nothing changed. The status carries
 * the version the form was filled from, so a ride that moved on meanwhile answers 409.
 */
export function editUpdate(ride: Ride, values: RideEditValues, rights: EditRights): RideUpdateBody | null {
  const body = editBody(ride, values, rights);
  if (rights.mayEditAll && values.status && values.status !== ride.status) {
    body.status = values.status;
    if (values.status_note) body.note = values.status_note;
    body.updated_at = ride.updated_at;
  }
  return Object.keys(body).length > 0 ? body : null;
}
