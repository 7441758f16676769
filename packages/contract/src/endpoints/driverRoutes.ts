import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { ROUTES_PAGE_MAX, ROUTES_PAGE_SIZE, Route } from '../entities/routing';
import { idField } from '../validation/common';
import { done, routingDate } from './routing';

/**
 * Spec 1 §2.1 /routes: the driver shift list, open to fleet users (their fleet's routes only) and to
 * staff holding view.routes. Every routing state; newest shift first.
 */
const driverRoutes = { tag: 'routes', auth: 'user', permission: 'view.routes', fleet: true } as const;

export const listDriverRoutes = defineEndpoint({
  ...driverRoutes,
  method: 'GET',
  path: '/routes',
  summary: 'Driver shifts, newest first, by day and driver',
  query: z.object({
    date: routingDate.optional(),
    driver_id: idField.optional(),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    per_page: z.coerce.number().int().min(1).max(ROUTES_PAGE_MAX).default(ROUTES_PAGE_SIZE),
  }),
  response: z.object({
    routes: z.object({
      data: z.array(Route),
      current_page: z.number().int(),
      per_page: z.number().int(),
      next_page_url: z.string().nullable(),
    }),
  }),
});

export const removeDriverRoute = defineEndpoint({
  ...driverRoutes,
  method: 'POST',
  path: '/routes/{id}/remove',
  summary: 'Remove a driver shift (status deleted); its rides are free to be routed again',
  params: z.object({ id: idField }),
  response: done,
});
