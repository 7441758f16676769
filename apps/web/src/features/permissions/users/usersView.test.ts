import { describe, expect, it } from 'vitest';
import { INITIAL_USERS_VIEW, roleChipsOf, usersQueryOf } from './usersView';

const role = (role_id: number, role_name: string, company_name: string) => ({
  role_id,
  role_name,
  company_id: role_id * 10,
  company_name,
});

describe('the users list', () => {
  it('searches only from two characters and sends pages from 1', () => {
    expect(usersQueryOf({ ...INITIAL_USERS_VIEW, search: ' a ' })).toEqual({ page: 1, per_page: 25 });
    expect(
      usersQueryOf({ ...INITIAL_USERS_VIEW, search: 'al', roleIds: [1, 4], status: 'disabled', page: 2 }),
    ).toEqual({
      page: 3,
      per_page: 25,
      search: 'al',
      role_ids: '1,4',
      status: 'disabled',
    });
  });

  it('shows three role chips, Admin first, and keeps the rest behind +N', () => {
    const chips = roleChipsOf({
      super_admin: true,
      roles: [
        role(2, 'Dispatcher', 'Acme'),
        role(3, 'Billing', 'Acme'),
        role(1, 'Admin', 'Zeta'),
        role(4, 'Fleet Manager', 'Acme'),
        role(5, 'Dispatcher', 'Beta'),
      ],
    });
    expect(chips.superAdmin).toBe(true);
    expect(chips.shown.map((c) => c.label)).toEqual(['Zeta · Admin', 'Acme · Billing', 'Acme · Dispatcher']);
    expect(chips.hidden.map((c) => c.label)).toEqual(['Beta · Dispatcher', 'Acme · Fleet Manager']);
  });
});
