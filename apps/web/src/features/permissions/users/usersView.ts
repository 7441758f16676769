import {
  ADMIN_ROLE_NAME,
  type ADMIN_STATUSES,
  type PermissionsUser,
  SEARCH_TERM_MIN,
  USER_CHIPS_SHOWN,
  USERS_PAGE_SIZE,
} from '@fleetdesk/contract';

export interface UsersView {
  search: string;
  roleIds: number[];
  status: (typeof ADMIN_STATUSES)[number] | '';
  /** From 0, as the table pagination counts. */
  page: number;
  perPage: number;
}

export const INITIAL_USERS_VIEW: UsersView = {
  search: '',
  roleIds: [],
  status: '',
  page: 0,
  perPage: USERS_PAGE_SIZE,
};

/** The list's query: search only from two characters (spec 3 §5), pages from 1 (spec 3 §9). */
export function usersQueryOf(view: UsersView) {
  const search = view.search.trim();
  return {
    page: view.page + 1,
    per_page: view.perPage,
    ...(search.length >= SEARCH_TERM_MIN ? { search } : {}),
    ...(view.roleIds.length > 0 ? { role_ids: view.roleIds.join(',') } : {}),
    ...(view.status ? { status: view.status } : {}),
  };
}

export interface RoleChip {
  key: string;
  label: string;
  isAdmin: boolean;
}

/**
 * A user's company-role chips (spec 3 §2): a SuperAdmin chip first, then Admin roles, then the others;
 * the first three are shown and the rest wait behind +N.
 */
export function roleChipsOf(user: Pick<PermissionsUser, 'roles' | 'super_admin'>) {
  const roles = [...user.roles].sort(
    (a, b) =>
      Number(b.role_name === ADMIN_ROLE_NAME) - Number(a.role_name === ADMIN_ROLE_NAME) ||
      a.role_name.localeCompare(b.role_name) ||
      a.company_name.localeCompare(b.company_name),
  );
  const chips: RoleChip[] = roles.map((role) => ({
    key: `${role.role_id}:${role.company_id}`,
    label: `${role.company_name} · ${role.role_name}`,
    isAdmin: role.role_name === ADMIN_ROLE_NAME,
  }));
  return {
    superAdmin: user.super_admin,
    shown: chips.slice(0, USER_CHIPS_SHOWN),
    hidden: chips.slice(USER_CHIPS_SHOWN),
  };
}

export const fullName = (user: Pick<PermissionsUser, 'first_name' | 'last_name'>) =>
  `${user.first_name} ${user.last_name}`;
