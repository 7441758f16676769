// @vitest-environment jsdom
import type { AuthUser } from '@fleetdesk/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { ReadOnlyChip } from './StatusChips';

afterEach(cleanup);

const user = (isReadOnly: boolean): AuthUser => ({
  id: 8,
  email: 'night.dispatch@fleetdesk.test',
  username: 'night.dispatch',
  first_name: 'Nikolai',
  last_name: 'Petrov',
  phone_number: null,
  is_fleet: false,
  fleet_id: null,
  super_admin: false,
  is_read_only: isReadOnly,
});

describe('ReadOnlyChip', () => {
  it('tells a read-only user why their changes are refused', () => {
    useAppStore.setState({ user: user(true) });
    render(<ReadOnlyChip />);
    expect(screen.getByText('Read only')).toBeTruthy();
  });

  it('shows nothing to everyone else', () => {
    useAppStore.setState({ user: user(false) });
    render(<ReadOnlyChip />);
    expect(screen.queryByText('Read only')).toBeNull();
  });
});
