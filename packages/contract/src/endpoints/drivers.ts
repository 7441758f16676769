import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { DriverStateView } from '../entities/driver';
import { idField } from '../validation/common';
import { driverStateBody } from '../validation/drivers';

export const driverParams = z.object({ id: idField });

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
