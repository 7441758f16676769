import { z } from 'zod';
import { DRIVERS_OFFSET_MAX, DRIVERS_PAGE_SIZE, DRIVERS_PAGING_OPTIONS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { Driver, DriverCar, DriverDetail, DriverStateView, RideOffer } from '../entities/driver';
import { DRIVER_STATUSES } from '../statuses';
import { idField, listSearch, queryFlag } from '../validation/common';
import {
  assignCarBody,
  driverCreateBody,
  driverUpdateBody,
  switchCompanyBody,
} from '../validation/driverRequests';
import { driverStateBody } from '../validation/drivers';
import { commaParts, idList } from './rides';

export const driverParams = z.object({ id: idField });

/** The grid's sort fields (spec 2 §2), named as the spec names them. */
export const DRIVER_SORT_FIELDS = [
  'drivers.first_name',
  'drivers.id',
  'drivers.phone_number',
  'drivers.email',
  'drivers.company_id',
  'address_state',
  'drivers.total_rides',
  'drivers.status',
  'drivers.created_at',
] as const;
export type DriverSortField = (typeof DRIVER_SORT_FIELDS)[number];

/** Fleet ids of the fleet filter: 0 is its default option, the drivers of no fleet (spec 2 §6). */
const fleetIdList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const ids = commaParts(v).map(Number);
    if (ids.some((n) => !Number.isInteger(n) || n < 0 || n > 2_147_483_647)) {
      ctx.addIssue({ code: 'custom', message: 'Must be a comma list of ids' });
      return z.NEVER;
    }
    return ids;
  });

const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = commaParts(v);
    if (parts.some((s) => !(DRIVER_STATUSES as readonly string[]).includes(s))) {
      ctx.addIssue({ code: 'custom', message: `Statuses must be among: ${DRIVER_STATUSES.join(', ')}` });
      return z.NEVER;
    }
    return parts as (typeof DRIVER_STATUSES)[number][];
  });

const filterText = z.string().trim().max(100, 'Must be at most 100 characters!').optional();

export const driverSearchQuery = z.object({
  page: z.coerce.number().int().min(1).max(DRIVERS_OFFSET_MAX).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (DRIVERS_PAGING_OPTIONS as readonly number[]).includes(n), 'Unknown page size')
    .default(DRIVERS_PAGE_SIZE),
  /** Free text: name, id, phone, e-mail, licence numbers or a plate (the `?search=` of /drivers). */
  search: listSearch(100),
  sort_by: z.enum(DRIVER_SORT_FIELDS).default('drivers.id'),
  sort_by_type: z.enum(['asc', 'desc']).default('desc'),
  search_id: z
    .string()
    .trim()
    .regex(/^\d{0,10}$/, 'Must be a number')
    .optional(),
  search_full_name: filterText,
  search_phone_number: filterText,
  search_email: filterText,
  search_driver_license: filterText,
  search_tlc_license: filterText,
  search_car_plate: filterText,
  address_state: filterText,
  statuses: statusList,
  company_ids: idList,
  fleet_ids: fleetIdList,
  /** true: only drivers with a car; false: only drivers without one. */
  has_car: queryFlag.optional(),
  /** true: only drivers whose required documents are missing, expired or refused; false: the others. */
  documents_expired_or_missing: queryFlag.optional(),
});
export type DriverSearchQuery = z.output<typeof driverSearchQuery>;

export const listDrivers = defineEndpoint({
  method: 'GET',
  path: '/drivers',
  summary: 'The drivers grid: server paging, sorting, header filters, free search and has_car',
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  query: driverSearchQuery,
  response: z.object({
    drivers: z.object({
      data: z.array(Driver),
      current_page: z.number().int(),
      per_page: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
    hasNextPage: z.boolean(),
  }),
});

const driverAnswer = z.object({ driver: DriverDetail, message: z.string() });

export const getDriver = defineEndpoint({
  method: 'GET',
  path: '/drivers/{id}',
  summary: 'One driver with their cars (the driver page)',
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  params: driverParams,
  response: z.object({ driver: DriverDetail }),
});

export const createDriver = defineEndpoint({
  method: 'POST',
  path: '/drivers',
  summary: "Create a driver (waiting for approval); a fleet user's driver joins their fleet",
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  body: driverCreateBody,
  response: driverAnswer,
});

export const updateDriver = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}',
  summary:
    "Update a driver's fields; keyed fields (fleet, company restrictions, route broker) need their key",
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  params: driverParams,
  body: driverUpdateBody,
  response: driverAnswer,
});

export const switchDriverCompany = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/switch-company',
  summary: 'Move a driver to another (active affiliate) company',
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  params: driverParams,
  body: switchCompanyBody,
  response: driverAnswer,
});

export const assignDriverCar = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/cars/assign',
  summary: "Give a car to a driver: the car's driver becomes this driver",
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  params: driverParams,
  body: assignCarBody,
  response: z.object({ car: DriverCar.extend({ driver_id: z.number().int() }), message: z.string() }),
});

export const driverRideOffers = defineEndpoint({
  method: 'GET',
  path: '/drivers/{id}/ride_offers',
  summary: 'Upcoming rides open to drivers that this driver may take',
  tag: 'drivers',
  auth: 'user',
  permission: null,
  fleet: true,
  params: driverParams,
  response: z.object({ rides: z.array(RideOffer), driver: Driver }),
});

export const setDriverState = defineEndpoint({
  method: 'POST',
  path: '/drivers/{id}/state',
  summary: "Set a driver's online state: online, offline or go_to_destination (which implies online)",
  tag: 'drivers',
  auth: 'user',
  permission: 'drivers.edit-state',
  fleet: true,
  params: driverParams,
  body: driverStateBody,
  response: z.object({ driver: DriverStateView, message: z.string() }),
});
