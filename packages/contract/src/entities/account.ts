import { z } from 'zod';
import { Company, DocumentType, Role } from './reference';

export const AuthUser = z.object({
  id: z.number().int(),
  email: z.string(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string().nullable(),
  is_fleet: z.boolean(),
  fleet_id: z.number().int().nullable(),
  super_admin: z.boolean(),
  /** Reads what the keys allow, changes nothing but their own profile (absent in stores saved before it). */
  is_read_only: z.boolean().optional(),
});
export type AuthUser = z.infer<typeof AuthUser>;

/** A role held in one company. */
export const RoleGrant = Role.extend({ company_id: z.number().int(), company_name: z.string() });

/** What `/auth/verify` and `/account` return: who the user is and what they may do. */
export const Account = z.object({
  user: AuthUser,
  roles: z.array(RoleGrant),
  permissions: z.array(z.string()),
  companies: z.array(Company),
  document_types: z.array(DocumentType),
});
export type Account = z.infer<typeof Account>;
