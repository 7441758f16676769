import { canonicalPermission, FACILITY_ROLE_ID, MESSAGES } from '@fleetdesk/contract';

/** What a save changes on one role: the keys added and removed. */
export interface RoleChange {
  roleId: number;
  before: string[];
  after: string[];
  added: number[];
  removed: number[];
}

/** The change a save makes to each role sent; roles it leaves as they are are not listed. */
export function roleChanges(
  sent: readonly { id: number; permissions: readonly number[] }[],
  current: ReadonlyMap<number, ReadonlySet<number>>,
  keyOf: ReadonlyMap<number, string>,
): RoleChange[] {
  const keys = (ids: Iterable<number>) => [...ids].map((id) => keyOf.get(id) ?? String(id)).sort();
  return sent.flatMap((role) => {
    const now = current.get(role.id) ?? new Set<number>();
    const next = new Set(role.permissions);
    const added = [...next].filter((id) => !now.has(id));
    const removed = [...now].filter((id) => !next.has(id));
    if (added.length === 0 && removed.length === 0) return [];
    return [{ roleId: role.id, before: keys(now), after: keys(next), added, removed }];
  });
}

/**
 * Keys a caller may not hand out or take away: those they do not hold themselves (a super admin holds
 * all). Without this rule, anyone on the permissions screen could give their own role every key.
 */
export function keysBeyondCaller(
  changes: readonly RoleChange[],
  keyOf: ReadonlyMap<number, string>,
  holds: (key: string) => boolean,
): string[] {
  const touched = changes.flatMap((change) => [...change.added, ...change.removed]);
  const keys = touched.map((id) => keyOf.get(id) ?? '');
  return [...new Set(keys.filter((key) => !holds(canonicalPermission(key) ?? key)))].sort();
}

/**
 * Where an admin's roles are held (spec 2 §5): one company, or with the facility role (415) several
 * facility companies. Returns the field and message of the first rule broken, or null.
 */
export function grantProblem(
  roleIds: readonly number[],
  companies: readonly { id: number; isFacility: boolean }[],
): { field: string; message: string } | null {
  if (roleIds.length === 0) return null;
  if (companies.length === 0) return { field: 'facility_companies', message: MESSAGES.companyRequired };
  const facilityRole = roleIds.includes(FACILITY_ROLE_ID);
  if (!facilityRole && companies.length > 1)
    return { field: 'facility_companies', message: MESSAGES.oneCompanyOnly };
  if (facilityRole && companies.some((company) => !company.isFacility))
    return { field: 'facility_companies', message: MESSAGES.facilityCompaniesOnly };
  return null;
}
