import {
  ADMIN_ROLE_ID,
  MESSAGES,
  maxCharactersMessage,
  PASSWORD_MAX,
  type PermissionsUser,
} from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import {
  grantsProblem,
  lockedUserReason,
  reloadsAfterSave,
  userBody,
  userFormSchema,
  userFormValuesOf,
} from './userForm';

const filled = {
  ...userFormValuesOf(),
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@fleetdesk.test',
  phone_number: '(212) 555-0177',
};
/** The first message of each field, as the form shows it. */
const messagesOf = (values: typeof filled) => {
  const result = userFormSchema.safeParse(values);
  const messages: Record<string, string> = {};
  for (const issue of result.success ? [] : result.error.issues)
    messages[issue.path.join('.')] ??= issue.message;
  return messages;
};

describe('the user form', () => {
  it('requires names, e-mail and phone', () => {
    expect(messagesOf(userFormValuesOf())).toMatchObject({
      first_name: MESSAGES.required,
      last_name: MESSAGES.required,
      email: MESSAGES.required,
      phone_number: MESSAGES.required,
    });
    expect(messagesOf(filled)).toEqual({});
    expect(messagesOf({ ...filled, password: 'short' })).toEqual({ password: MESSAGES.passwordTooShort });
    expect(messagesOf({ ...filled, password: 'p'.repeat(201) })).toEqual({
      password: maxCharactersMessage(PASSWORD_MAX),
    });
  });

  it('holds roles in one company, or several with the facility role 415', () => {
    expect(grantsProblem({ roles: [2], companies: [] })).toBe(MESSAGES.companyRequired);
    expect(grantsProblem({ roles: [2], companies: [39, 40] })).toBe(MESSAGES.oneCompanyOnly);
    expect(grantsProblem({ roles: [415], companies: [50, 51] })).toBeNull();
    expect(grantsProblem({ roles: [], companies: [] })).toBeNull();
    // A user's roles in several companies do not stop a rename: the rule is judged only on a change.
    expect(messagesOf({ ...filled, roles: [2], companies: [39, 40, 41] })).toEqual({});
  });

  it('sends the admin-only part only for admins, and grants only when changed', () => {
    const values = { ...filled, roles: [2], companies: [39], is_read_only: true };
    expect(userBody(values, { isAdmin: false, grantsChanged: true })).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@fleetdesk.test',
      phone_number: '(212) 555-0177',
    });
    expect(userBody(values, { isAdmin: true, grantsChanged: false })).toMatchObject({
      status: 'active',
      is_read_only: true,
    });
    expect(userBody(values, { isAdmin: true, grantsChanged: true })).toMatchObject({
      roles: [2],
      facility_companies: [39],
    });
  });

  it('reloads the page after one edits one’s own account without the Admin role', () => {
    expect(reloadsAfterSave(5, { id: 5, roles: [{ id: 2 }] })).toBe(true);
    expect(reloadsAfterSave(5, { id: 5, roles: [{ id: 1 }] })).toBe(false);
    expect(reloadsAfterSave(1, { id: 5, roles: [] })).toBe(false);
  });
});

describe('a user the signed-in user may not change', () => {
  const staff = { id: 9, super_admin: false, roles: [{ role_id: 2 }] } as unknown as PermissionsUser;
  const admin = { ...staff, roles: [{ role_id: ADMIN_ROLE_ID }] } as PermissionsUser;
  const superAdmin = { ...staff, super_admin: true } as PermissionsUser;
  const editor = { superAdmin: false, isAdmin: false };

  it('is an Admin for a non-admin and a super admin for anyone but a super admin', () => {
    expect(lockedUserReason(admin, editor)).toBe(MESSAGES.adminOnlyAdmins);
    expect(lockedUserReason(superAdmin, { superAdmin: false, isAdmin: true })).toBe(MESSAGES.superAdminOnly);
  });

  it('is nobody for an admin, a super admin, or a new user', () => {
    expect(lockedUserReason(staff, editor)).toBeNull();
    expect(lockedUserReason(undefined, editor)).toBeNull();
    expect(lockedUserReason(admin, { superAdmin: false, isAdmin: true })).toBeNull();
    expect(lockedUserReason(superAdmin, { superAdmin: true, isAdmin: true })).toBeNull();
  });
});
