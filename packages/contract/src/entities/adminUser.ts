import { z } from 'zod';
import { ADMIN_STATUSES } from '../statuses';

/** What every view of a staff user shows: who they are, their status and flags. */
const StaffUser = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone_number: z.string().nullable(),
  status: z.enum(ADMIN_STATUSES),
  super_admin: z.boolean(),
  is_read_only: z.boolean(),
});

/** One role an admin holds in one company, as the users table shows it (spec 3 §3). */
export const PermissionsUserRole = z.object({
  role_id: z.number().int(),
  role_name: z.string(),
  company_id: z.number().int(),
  company_name: z.string(),
});
export type PermissionsUserRole = z.infer<typeof PermissionsUserRole>;

/**
 * A staff user of the Users tab (spec 3 §3 Permissions user), with what the edit dialog starts from:
 * the read-only flag, and the roles with their companies ('Admin' first).
 */
export const PermissionsUser = StaffUser.extend({
  roles: z.array(PermissionsUserRole),
});
export type PermissionsUser = z.infer<typeof PermissionsUser>;

/** Admin user (spec 2 §3): roles without companies, and the companies those roles are held in. */
export const AdminUser = StaffUser.extend({
  roles: z.array(z.object({ id: z.number().int(), name: z.string() })),
  facility_companies: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type AdminUser = z.infer<typeof AdminUser>;
