import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { CarType, Company, Fleet, RideType, TransactionCategory, Zone } from '../entities/reference';
import { RIDE_STATUSES } from '../statuses';
import { idField } from '../validation/common';

export const getSettings = defineEndpoint({
  method: 'GET',
  path: '/settings',
  summary: 'Reference data the screens read: categories, ride and car types, zones, fleets, facilities',
  tag: 'settings',
  auth: 'user',
  permission: null,
  fleet: true,
  query: z.object({ company_id: z.coerce.number().int().min(0).default(0) }),
  response: z.object({
    transaction_categories: z.array(TransactionCategory),
    ride_types: z.array(RideType),
    settings: z.record(z.string(), z.unknown()),
    car_types: z.array(CarType),
    zones: z.array(Zone),
    default_affiliates_status: z.array(z.enum(RIDE_STATUSES)),
    fleets: z.array(Fleet),
    facility_companies: z.array(Company),
  }),
});

export const getFleets = defineEndpoint({
  method: 'GET',
  path: '/admin/fleets',
  summary: 'Fleets with their settings',
  tag: 'settings',
  auth: 'user',
  permission: 'admin_settings.update_fleet',
  fleet: false,
  response: z.object({ fleets: z.array(Fleet) }),
});

export const updateFleet = defineEndpoint({
  method: 'POST',
  path: '/admin/fleets/{id}',
  summary: 'Change whether a fleet shows broker logos',
  tag: 'settings',
  auth: 'user',
  permission: 'admin_settings.update_fleet',
  fleet: false,
  params: z.object({ id: idField }),
  body: z.object({ display_brokers_logo: z.boolean() }),
  response: z.object({ fleet: Fleet, message: z.string() }),
});

export const getCompanies = defineEndpoint({
  method: 'GET',
  path: '/companies',
  summary: 'Companies (brokers, contract companies and facilities) for selectors',
  tag: 'settings',
  auth: 'user',
  permission: null,
  fleet: false,
  response: z.object({ companies: z.array(Company) }),
});
