import { z } from 'zod';
import { USERS_PAGE_SIZE, USERS_PAGING_OPTIONS } from '../constants';
import { defineEndpoint } from '../endpoint';
import { PermissionsUser } from '../entities/adminUser';
import { ADMIN_STATUSES } from '../statuses';
import { idField, listSearch } from '../validation/common';
import { idList } from './rides';

const Permission = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string().nullable(),
  roles: z.array(z.number().int()),
});

/** What GET /permissions and POST /permissions/settings answer (spec 3 §7). */
export const PermissionsMatrix = z.object({
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
});
export type PermissionsMatrix = z.infer<typeof PermissionsMatrix>;

export const getPermissions = defineEndpoint({
  method: 'GET',
  path: '/permissions',
  summary: 'Permission groups, permissions with the roles holding them, and roles',
  tag: 'permissions',
  auth: 'user',
  permission: 'permissions.view',
  fleet: false,
  response: PermissionsMatrix,
});

export const permissionSettingsBody = z.object({
  roles: z
    .array(z.object({ id: idField, permissions: z.array(idField).max(1000) }))
    .max(1000)
    .refine((roles) => new Set(roles.map((r) => r.id)).size === roles.length, 'Each role once'),
});

export const savePermissionSettings = defineEndpoint({
  method: 'POST',
  path: '/permissions/settings',
  summary:
    'Set the permissions of the roles sent (the screen sends every role); answers the matrix. Audited per role',
  tag: 'permissions',
  auth: 'user',
  /** Reading the matrix needs permissions.view; changing it permissions.update (decision 12). */
  permission: 'permissions.update',
  fleet: false,
  body: permissionSettingsBody,
  response: PermissionsMatrix.extend({ message: z.string() }),
});

export const permissionUsersQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .refine((n) => (USERS_PAGING_OPTIONS as readonly number[]).includes(n), 'Unknown page size')
    .default(USERS_PAGE_SIZE),
  /** First name, last name, e-mail or phone; applied from two characters (spec 3 §5). */
  search: listSearch(100),
  role_ids: idList,
  status: z.enum(ADMIN_STATUSES).optional(),
});

export const listPermissionUsers = defineEndpoint({
  method: 'GET',
  path: '/permissions/users',
  summary: 'Staff users with their roles per company: paging, search, roles and status filters',
  tag: 'permissions',
  auth: 'user',
  permission: 'permissions.view',
  fleet: false,
  query: permissionUsersQuery,
  response: z.object({
    users: z.object({
      data: z.array(PermissionsUser),
      total: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
    }),
  }),
});
