import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import {
  CAR_SORT_FIELDS,
  CAR_STATE_FILTERS,
  CARS_PAGE_SIZE,
  CARS_PAGING_OPTIONS,
  Car,
} from '../entities/car';
import { CarType } from '../entities/reference';
import { CAR_STATUSES } from '../statuses';
import {
  CAR_RULE_MESSAGES,
  carColorField,
  carMakeModelField,
  carSeatsField,
  carStateField,
  carTypeIdField,
  carWavSeatsField,
  carYearField,
  plateNumberField,
  refineCarCombination,
  vinNumberField,
} from '../validation/carRules';
import { idField, listSearch, queryFlag } from '../validation/common';

export const carParams = z.object({ id: idField });

export const carSearchQuery = z.object({
  /** Plate, VIN, make or model, driver name or phone; digits alone also match the car id. */
  search: listSearch(100),
  state: z.enum(CAR_STATE_FILTERS).optional(),
  /** The cars of one driver (the driver page). */
  driver_id: idField.optional(),
  /** Only cars no driver is linked to (the select-car dialog), or only linked ones. */
  has_driver: queryFlag.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (CARS_PAGING_OPTIONS as readonly number[]).includes(n), 'Unknown page size')
    .default(CARS_PAGE_SIZE),
  sort_by: z.enum(CAR_SORT_FIELDS).default('id'),
  sort_by_type: z.enum(['asc', 'desc']).default('desc'),
});
export type CarSearchQuery = z.input<typeof carSearchQuery>;

/** 0/1 as the spec sends the flags, or true/false. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);

/** The wizard's state comes from its step 1, whose empty choice reads 'State is required'. */
const workStateField = z
  .string({ error: CAR_RULE_MESSAGES.workStateRequired })
  .trim()
  .min(1, CAR_RULE_MESSAGES.workStateRequired)
  .pipe(carStateField);

/** POST /cars: the wizard's steps 1 to 3 (spec 2 §5 car rules). */
export const carCreateBody = z
  .object({
    state: workStateField,
    type_id: carTypeIdField,
    color: carColorField,
    plate_number: plateNumberField,
    vin_number: vinNumberField,
    wav: flag.default(false),
    s_wav: flag.default(false),
    suv: flag.default(false),
    year: carYearField,
    make: carMakeModelField,
    model: carMakeModelField,
    seats: carSeatsField.optional(),
    wav_seats: carWavSeatsField.optional(),
    fleet_id: idField.nullable().optional(),
    driver_id: idField.nullable().optional(),
  })
  .superRefine(refineCarCombination);

/**
 * POST /cars/{id}: the edit form. The VIN and the fleet are checked against the caller's keys, and
 * year, make and model against the car (read-only), by the server; a flag left out keeps its value.
 */
export const carUpdateBody = z
  .object({
    state: carStateField,
    type_id: carTypeIdField,
    color: carColorField,
    plate_number: plateNumberField,
    vin_number: vinNumberField.optional(),
    wav: flag.optional(),
    s_wav: flag.optional(),
    suv: flag.optional(),
    seats: carSeatsField,
    wav_seats: carWavSeatsField,
    status: z.enum(CAR_STATUSES).optional(),
    fleet_id: idField.nullable().optional(),
    year: carYearField.optional(),
    make: carMakeModelField.optional(),
    model: carMakeModelField.optional(),
  })
  .superRefine(refineCarCombination);

/** POST /cars/save/{id}: the temporary car's two fields (spec 2 §5 "Temp car"). */
export const temporaryCarBody = z.object({ vin_number: vinNumberField, plate_number: plateNumberField });

const carAnswer = z.object({ car: Car, message: z.string() });

export const listCars = defineEndpoint({
  method: 'GET',
  path: '/cars',
  summary: 'Search cars: text search, state filter, sorting and paging (50 by default)',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  query: carSearchQuery,
  response: z.object({
    cars: z.object({ data: z.array(Car), current_page: z.number().int(), per_page: z.number().int() }),
    total: z.number().int(),
    next_page_url: z.string().nullable(),
  }),
});

export const carTypes = defineEndpoint({
  method: 'GET',
  path: '/cars/types',
  summary: "The car types of the add-car wizard's step 2, optionally only those a state allows",
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({ state: z.string().trim().toUpperCase().length(2).optional() }),
  response: z.object({ types: z.array(CarType) }),
});

export const getCar = defineEndpoint({
  method: 'GET',
  path: '/cars/{id}',
  summary: 'One car with its driver',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  params: carParams,
  response: z.object({ car: Car }),
});

export const createCar = defineEndpoint({
  method: 'POST',
  path: '/cars',
  summary: 'Add a car (the add-car wizard), optionally linked to a driver',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  body: carCreateBody,
  response: carAnswer,
});

export const updateCar = defineEndpoint({
  method: 'POST',
  path: '/cars/{id}',
  summary:
    'Edit a car: the VIN needs cars.edit_vin_number, the fleet cars.update_fleet; year, make and model are fixed',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  params: carParams,
  body: carUpdateBody,
  response: carAnswer,
});

export const saveTemporaryCar = defineEndpoint({
  method: 'POST',
  path: '/cars/save/{id}',
  summary: 'Complete a temporary car with its VIN and plate, making it a regular car',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  params: carParams,
  body: temporaryCarBody,
  response: z.object({ car_id: z.number().int(), car: Car, message: z.string() }),
});

export const removeCar = defineEndpoint({
  method: 'POST',
  path: '/cars/{id}/remove',
  summary: 'Unlink a car from its driver (refused while the car is on an unfinished ride)',
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  params: carParams,
  response: carAnswer,
});

export const activateCar = defineEndpoint({
  method: 'POST',
  path: '/cars/{id}/activate',
  summary:
    "Make an offline or suspended car active: the car its driver drives now (the driver's other cars go offline)",
  tag: 'cars',
  auth: 'user',
  permission: null,
  fleet: true,
  params: carParams,
  response: carAnswer,
});
