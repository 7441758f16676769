import {
  ADMIN_ROLE_ID,
  type ADMIN_STATUSES,
  adminUsers,
  emailField,
  FACILITY_ROLE_ID,
  MESSAGES,
  nameField,
  type PermissionsUser,
  usPhoneField,
} from '@fleetdesk/contract';
import { z } from 'zod';

export interface UserFormValues {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  /** Empty: unchanged (edit), or a temporary one e-mailed by the server (create). */
  password: string;
  status: (typeof ADMIN_STATUSES)[number];
  is_read_only: boolean;
  roles: number[];
  /** One company; several facility companies with the facility role (415). */
  companies: number[];
}

export const USER_FORM_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone_number',
  'password',
  'status',
  'roles',
  'companies',
] as const;

/** Spec 2 §5: role 415 switches the company from one choice to several. */
export const choosesSeveralCompanies = (roles: readonly number[]) => roles.includes(FACILITY_ROLE_ID);

/** The form's field rules (the contract's). Where roles are held is judged on submit: `grantsProblem`. */
export const userFormSchema = z.object({
  first_name: nameField,
  last_name: nameField,
  email: emailField,
  phone_number: z.string().trim().min(1, MESSAGES.required).pipe(usPhoneField),
  // Empty keeps the password (or, for a new user, e-mails one); typed, it is the contract's rule.
  password: z.union([z.literal(''), adminUsers.adminUserBody.shape.password.unwrap()]),
  status: z.enum(['active', 'disabled']),
  is_read_only: z.boolean(),
  roles: z.array(z.number()),
  companies: z.array(z.number()),
});

/**
 * Where roles are held (spec 2 §5), checked only when an admin changed roles or companies: a user who
 * already holds roles in several companies keeps them on a rename, as the server does.
 */
export function grantsProblem(values: Pick<UserFormValues, 'roles' | 'companies'>): string | null {
  if (values.roles.length === 0) return null;
  if (values.companies.length === 0) return MESSAGES.companyRequired;
  if (!choosesSeveralCompanies(values.roles) && values.companies.length > 1) return MESSAGES.oneCompanyOnly;
  return null;
}

const unique = (ids: number[]) => [...new Set(ids)];

export function userFormValuesOf(user?: PermissionsUser): UserFormValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    phone_number: user?.phone_number ?? '',
    password: '',
    status: user?.status ?? 'active',
    is_read_only: user?.is_read_only ?? false,
    roles: unique(user?.roles.map((role) => role.role_id) ?? []),
    companies: unique(user?.roles.map((role) => role.company_id) ?? []),
  };
}

/**
 * What the form sends. Status, roles, companies and read-only only from admins (spec 2 §5); roles and
 * companies only when changed, so a user holding roles in several companies keeps them on a rename.
 */
export function userBody(
  values: UserFormValues,
  options: { isAdmin: boolean; grantsChanged: boolean },
): adminUsers.AdminUserBody {
  return {
    first_name: values.first_name,
    last_name: values.last_name,
    email: values.email.trim(),
    phone_number: values.phone_number,
    ...(values.password ? { password: values.password } : {}),
    ...(options.isAdmin ? { status: values.status, is_read_only: values.is_read_only } : {}),
    ...(options.isAdmin && options.grantsChanged
      ? { roles: values.roles, facility_companies: values.companies }
      : {}),
  };
}

/** Spec 2 §4: after editing one's own account without the Admin role (id 1), the page reloads. */
export const reloadsAfterSave = (meId: number | undefined, saved: { id: number; roles: { id: number }[] }) =>
  meId === saved.id && !saved.roles.some((role) => role.id === ADMIN_ROLE_ID);

/**
 * Why the signed-in user may not change this user at all, as the server would refuse it (decisions
 * 114, 205), or null. Said in the form before Save: a refusal (403) is only logged, never shown.
 */
export function lockedUserReason(
  user: PermissionsUser | undefined,
  caller: { superAdmin: boolean; isAdmin: boolean },
): string | null {
  if (user?.super_admin && !caller.superAdmin) return MESSAGES.superAdminOnly;
  const holdsAdmin = user?.roles.some((role) => role.role_id === ADMIN_ROLE_ID) ?? false;
  return holdsAdmin && !caller.isAdmin ? MESSAGES.adminOnlyAdmins : null;
}
