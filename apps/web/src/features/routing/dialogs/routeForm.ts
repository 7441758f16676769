import {
  newYorkInstant,
  newYorkIsoString,
  newYorkWallClock,
  type RouteDetail,
  routing,
} from '@fleetdesk/contract';
import { z } from 'zod';

/** The route dialog's fields as typed: numbers and New York times as text, zones as ids. */
export interface RouteForm {
  driver_id: string;
  car_id: string;
  from_datetime: string;
  to_datetime: string;
  start_zone_ids: number[];
  scenario_id: string;
  capacity: string;
}

/** A datetime-local value read as New York time, as ISO 8601 with its offset; '' stays '' ('Required'). */
export function nyLocalToIso(local: string): string {
  return local ? newYorkIsoString(newYorkInstant(local)) : '';
}

/** A route's instant as the New York datetime-local value the dialog shows. */
export const isoToNyLocal = (iso: string): string => newYorkWallClock(new Date(iso));

const optionalNumber = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The form checked by the contract's route body: same field names, so its messages land on the fields. */
export const routeFormSchema = z
  .object({
    driver_id: z.string(),
    car_id: z.string(),
    from_datetime: z.string(),
    to_datetime: z.string(),
    start_zone_ids: z.array(z.number()),
    scenario_id: z.string(),
    capacity: z.string(),
  })
  .transform(
    (form): z.input<typeof routing.routeBody> => ({
      // Left empty, it reaches the contract as missing: its message is 'Required'.
      driver_id: optionalNumber(form.driver_id) as number,
      car_id: form.car_id.trim() === '' ? null : Number(form.car_id),
      from_datetime: nyLocalToIso(form.from_datetime),
      to_datetime: nyLocalToIso(form.to_datetime),
      start_zone_ids: form.start_zone_ids,
      scenario_id: form.scenario_id === '' ? null : Number(form.scenario_id),
      capacity: optionalNumber(form.capacity),
    }),
  )
  .pipe(routing.routeBody);

/** A new route of a day: a shift from 6 AM to 6 PM in New York. */
export function newRouteForm(date: string): RouteForm {
  return {
    driver_id: '',
    car_id: '',
    from_datetime: `${date}T06:00`,
    to_datetime: `${date}T18:00`,
    start_zone_ids: [],
    scenario_id: '',
    capacity: '',
  };
}

/** A route's fields for the Update dialog. */
export function routeFormOf(route: RouteDetail): RouteForm {
  return {
    driver_id: String(route.driver_id),
    car_id: route.car_id === null ? '' : String(route.car_id),
    from_datetime: isoToNyLocal(route.from_datetime),
    to_datetime: isoToNyLocal(route.to_datetime),
    start_zone_ids: route.start_zone_ids,
    scenario_id: route.scenario_id === null ? '' : String(route.scenario_id),
    capacity: String(route.capacity),
  };
}
