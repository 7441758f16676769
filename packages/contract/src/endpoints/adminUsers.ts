import { z } from 'zod';
import { defineEndpoint } from '../endpoint';
import { AdminUser } from '../entities/adminUser';
import { MESSAGES } from '../messages';
import { ADMIN_STATUSES } from '../statuses';
import {
  emailField,
  idField,
  nameField,
  PASSWORD_MAX,
  passwordTooLong,
  usPhoneField,
} from '../validation/common';

export const ADMIN_PASSWORD_MIN = 8;

/**
 * Add user / edit user (spec 2 §5). Status, roles, companies and read-only are the admin-only part:
 * left out, they stay as they are (a new user: active, no roles, not read-only).
 */
export const adminUserBody = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone_number: z.string({ error: MESSAGES.required }).trim().min(1, MESSAGES.required).pipe(usPhoneField),
  /** Left out on create: a temporary password is e-mailed to the user. */
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN, MESSAGES.passwordTooShort)
    .max(PASSWORD_MAX, passwordTooLong)
    .optional(),
  is_read_only: z.boolean().optional(),
  status: z.enum(ADMIN_STATUSES).optional(),
  /** Role ids; held in each of `facility_companies`. */
  roles: z.array(idField).max(50).optional(),
  /** One company, or several with the facility role (415). */
  facility_companies: z.array(idField).max(200).optional(),
});
export type AdminUserBody = z.input<typeof adminUserBody>;

const answer = z.object({ admin: AdminUser, message: z.string() });

export const createAdmin = defineEndpoint({
  method: 'POST',
  path: '/settings/admins',
  summary: 'Add a staff user (status, roles, companies and read-only: admins only)',
  tag: 'permissions',
  auth: 'user',
  // A write of the permissions area, as saving the matrix (decision 12): viewing the users is not enough.
  permission: 'permissions.update',
  fleet: false,
  body: adminUserBody,
  response: answer,
});

export const updateAdmin = defineEndpoint({
  method: 'POST',
  path: '/settings/admins/{id}',
  summary:
    'Edit a staff user (status, roles, companies and read-only, and any part of an Admin: admins only)',
  tag: 'permissions',
  auth: 'user',
  // A write of the permissions area, as saving the matrix (decision 12): viewing the users is not enough.
  permission: 'permissions.update',
  fleet: false,
  params: z.object({ id: idField }),
  body: adminUserBody,
  response: answer,
});
