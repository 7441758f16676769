import { z } from 'zod';
import { defineEndpoint } from '../endpoint';

const Permission = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  roles: z.array(z.number().int()),
});

export const getPermissions = defineEndpoint({
  method: 'GET',
  path: '/permissions',
  summary: 'Permission groups, permissions with the roles holding them, and roles',
  tag: 'permissions',
  auth: 'user',
  permission: 'permissions.view',
  fleet: false,
  response: z.object({
    permission_groups: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        icon: z.string().nullable(),
        permissions: z.array(Permission),
      }),
    ),
    permissions: z.array(Permission),
    roles: z.array(z.object({ id: z.number().int(), name: z.string(), count_admins: z.number().int() })),
  }),
});
