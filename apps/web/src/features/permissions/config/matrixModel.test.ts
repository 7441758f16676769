import { describe, expect, it } from 'vitest';
import {
  grantsOf,
  isChanged,
  type Matrix,
  permissionLabel,
  settingsBody,
  toggle,
  visibleSections,
} from './matrixModel';

const matrix: Matrix = {
  permission_groups: [
    {
      id: 1,
      name: 'Rides',
      icon: null,
      permissions: [
        { id: 1, name: 'rides.change-price', icon: null, roles: [1, 2] },
        { id: 2, name: 'rides.view-billing-notes', icon: null, roles: [1] },
      ],
    },
    {
      id: 2,
      name: 'Areas',
      icon: null,
      permissions: [{ id: 3, name: 'surge.view', icon: null, roles: [1] }],
    },
  ],
  permissions: [{ id: 4, name: 'legacy.export', icon: null, roles: [] }],
  roles: [
    { id: 1, name: 'Admin', count_admins: 1 },
    { id: 2, name: 'Dispatcher', count_admins: 3 },
  ],
};

describe('the permissions matrix draft', () => {
  it('reads the grants per role and toggles one box', () => {
    const saved = grantsOf(matrix);
    expect(saved).toEqual({ 1: [1, 2, 3], 2: [1] });
    const draft = toggle(toggle(saved, 2, 3), 1, 1);
    expect(draft).toEqual({ 1: [2, 3], 2: [1, 3] });
    expect(isChanged(saved, draft)).toBe(true);
    expect(isChanged(saved, toggle(toggle(saved, 2, 3), 2, 3))).toBe(false);
  });

  it('sends every role on save', () => {
    expect(settingsBody(matrix, toggle(grantsOf(matrix), 2, 4))).toEqual({
      roles: [
        { id: 1, permissions: [1, 2, 3] },
        { id: 2, permissions: [1, 4] },
      ],
    });
  });

  it('searches keys, labels and group names; ungrouped permissions come last', () => {
    expect(visibleSections(matrix, '').map((s) => s.group?.name ?? null)).toEqual(['Rides', 'Areas', null]);
    expect(visibleSections(matrix, 'billing').flatMap((s) => s.permissions.map((p) => p.id))).toEqual([2]);
    expect(visibleSections(matrix, 'Change price').flatMap((s) => s.permissions.map((p) => p.id))).toEqual([
      1,
    ]);
    expect(visibleSections(matrix, 'areas').flatMap((s) => s.permissions.map((p) => p.id))).toEqual([3]);
    expect(visibleSections(matrix, 'nothing like it')).toEqual([]);
    expect(permissionLabel('rides.update-dangerous-fields')).toBe('Update dangerous fields');
  });
});
