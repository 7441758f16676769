import type { permissions } from '@fleetdesk/contract';

export type Matrix = permissions.PermissionsMatrix;
type Permission = Matrix['permissions'][number];

/** Which permission ids each role holds: the screen's draft, compared with what the server holds. */
export type Grants = Readonly<Record<number, readonly number[]>>;

const allPermissions = (matrix: Matrix): Permission[] => [
  ...matrix.permission_groups.flatMap((group) => group.permissions),
  ...matrix.permissions,
];

export function grantsOf(matrix: Matrix): Grants {
  const grants: Record<number, number[]> = {};
  for (const role of matrix.roles) grants[role.id] = [];
  for (const permission of allPermissions(matrix))
    for (const roleId of permission.roles) grants[roleId]?.push(permission.id);
  for (const roleId of Object.keys(grants)) grants[Number(roleId)]?.sort((a, b) => a - b);
  return grants;
}

export const holds = (grants: Grants, roleId: number, permissionId: number) =>
  grants[roleId]?.includes(permissionId) ?? false;

export function toggle(grants: Grants, roleId: number, permissionId: number): Grants {
  const held = grants[roleId] ?? [];
  const next = held.includes(permissionId)
    ? held.filter((id) => id !== permissionId)
    : [...held, permissionId].sort((a, b) => a - b);
  return { ...grants, [roleId]: next };
}

export const isChanged = (saved: Grants, draft: Grants) =>
  Object.keys({ ...saved, ...draft }).some(
    (roleId) => (saved[Number(roleId)] ?? []).join() !== (draft[Number(roleId)] ?? []).join(),
  );

/** Save sends every role (spec 3 §6). */
export const settingsBody = (matrix: Matrix, draft: Grants) => ({
  roles: matrix.roles.map((role) => ({ id: role.id, permissions: [...(draft[role.id] ?? [])] })),
});

/** 'rides.update-dangerous-fields' → 'Update dangerous fields'. */
export function permissionLabel(key: string): string {
  const action = key.slice(key.indexOf('.') + 1).replace(/[-_]/g, ' ');
  return action.charAt(0).toUpperCase() + action.slice(1);
}

export interface MatrixSection {
  /** Null: the permissions of no group. */
  group: { id: number; name: string } | null;
  permissions: Permission[];
}

/**
 * The groups and ungrouped permissions matching the search: a group's name matches all of it, otherwise
 * a permission matches on its key or label. Empty sections are left out.
 */
export function visibleSections(matrix: Matrix, search: string): MatrixSection[] {
  const term = search.trim().toLowerCase();
  const matches = (text: string) => text.toLowerCase().includes(term);
  const pick = (permissions: Permission[], groupMatches: boolean) =>
    term === '' || groupMatches
      ? permissions
      : permissions.filter((p) => matches(p.name) || matches(permissionLabel(p.name)));
  const sections: MatrixSection[] = matrix.permission_groups.map((group) => ({
    group: { id: group.id, name: group.name },
    permissions: pick(group.permissions, term !== '' && matches(group.name)),
  }));
  sections.push({ group: null, permissions: pick(matrix.permissions, false) });
  return sections.filter((section) => section.permissions.length > 0);
}
