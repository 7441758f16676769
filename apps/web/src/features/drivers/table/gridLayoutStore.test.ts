// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { GRID_LAYOUT_KEY, useGridLayout } from './gridLayoutStore';

describe('the drivers grid layout', () => {
  beforeEach(() => localStorage.clear());

  it('keeps column visibility, density and pinning in local storage', () => {
    useGridLayout.getState().setLayout({
      columnVisibility: { search_email: false },
      density: 'comfortable',
      columnPinning: { left: ['search_full_name'] },
    });
    const saved = JSON.parse(localStorage.getItem(GRID_LAYOUT_KEY) ?? '{}');
    expect(saved.state).toEqual({
      columnVisibility: { search_email: false },
      density: 'comfortable',
      columnPinning: { left: ['search_full_name'] },
    });
  });
});
