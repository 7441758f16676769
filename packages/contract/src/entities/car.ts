import { z } from 'zod';
import { CAR_STATUSES } from '../statuses';

/** Spec 2 §9: the cars page shows 50 rows; the select-car dialog offers 5 to 100. */
export const CARS_PAGE_SIZE = 50;
export const CARS_PAGING_OPTIONS = [5, 10, 25, 50, 75, 100] as const;

/** Spec 2 §9: the state filter of the cars page. */
export const CAR_STATE_FILTERS = ['NY', 'NJ', 'IN', 'FL', 'GA'] as const;

/** The columns the cars table sorts by (`sort_by`), with `sort_by_type` asc or desc. */
export const CAR_SORT_FIELDS = [
  'id',
  'plate_number',
  'vin_number',
  'title',
  'color',
  'state',
  'status',
  'created_at',
  'updated_at',
] as const;
export type CarSortField = (typeof CAR_SORT_FIELDS)[number];

/** Success texts of spec 2 §8, and the refusals of the cars API. */
export const CAR_MESSAGES = {
  created: 'Great! You have created a car.',
  updated: 'Great! You have updated car',
  removed: 'Great! You have removed car',
  activated: 'Great! You have activated car',
  /** The wizard's last step (spec 2 §2). */
  addedScreen: 'Auto Added Successfully',
  notFound: 'Car not found.',
  vinKey: 'You do not have permission to edit the VIN number',
  fleetKey: 'You do not have permission to change the fleet',
  notTemporary: 'Only a temporary car can be saved this way',
  unknownType: 'Unknown car type',
  unknownFleet: 'Unknown fleet',
  unknownDriver: 'Driver not found.',
  notDriversFleet: "A driver's car must be in the driver's fleet",
  typeOutOfState: (type: string, state: string) => `${type} cars can only work in ${state}`,
  readOnly: (field: string) => `The ${field} cannot be changed after the car is created`,
  plateTaken: (plate: string, state: string) => `A car with plate ${plate} is already registered in ${state}`,
  onRide: (rideId: number) => `The car is on ride #${rideId}: finish or reassign the ride first`,
} as const;

/**
 * A car as the cars page, the edit dialog and the driver page show it: the list row, the edit fields
 * and the driver it is linked to (spec 2 §3).
 */
export const Car = z.object({
  id: z.number().int(),
  /** "2021 Toyota Camry", or the type's title when year, make and model are unknown. */
  title: z.string(),
  /** The plate as people read it, with its state: "T123456C (NY)". */
  number_display: z.string(),
  reference_id: z.string().nullable(),
  type_id: z.number().int(),
  type: z.string(),
  status: z.enum(CAR_STATUSES),
  vin_number: z.string(),
  plate_number: z.string(),
  state: z.string(),
  year: z.number().int().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string(),
  wav: z.boolean(),
  s_wav: z.boolean(),
  suv: z.boolean(),
  seats: z.number().int(),
  wav_seats: z.number().int(),
  fleet_id: z.number().int().nullable(),
  fleet_name: z.string().nullable(),
  driver_id: z.number().int().nullable(),
  driver_status: z.string().nullable(),
  /** The driver's first and last name. */
  names: z.string().nullable(),
  phone_number: z.string().nullable(),
  is_temporary: z.boolean(),
  /** A required document is missing, or expired or refused (spec 2 §4, issue 10 point 8). */
  documents_expired_or_missing: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Car = z.infer<typeof Car>;
