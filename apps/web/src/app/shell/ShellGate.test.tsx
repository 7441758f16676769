// @vitest-environment jsdom
import type { AppRoute } from '@fleetdesk/contract';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { ConfirmDialog } from '../../ui/confirm/ConfirmDialog';
import { type DialogComponents, DialogHost } from '../../ui/dialogs/DialogHost';
import { openDialog, useDialogStore } from '../../ui/dialogs/dialogStore';
import { ShellGate } from './ShellGate';

// The shell's frame without its background work (socket, account sync): its content and the dialogs.
vi.mock('./AppShell', () => ({
  AppShell: ({ children }: { children: ReactNode }) => (
    <>
      {children}
      <DialogHost components={{ confirm: ConfirmDialog } as unknown as DialogComponents} />
    </>
  ),
}));

const routing: AppRoute = {
  path: '/routing/home',
  title: 'Routing Home',
  permission: 'view.routing',
  fleet: false,
};

function renderRoutingPage() {
  const router = createMemoryRouter(
    [
      {
        element: <ShellGate />,
        children: [{ path: routing.path, element: <p>Routing Home page</p>, handle: { appRoute: routing } }],
      },
    ],
    { initialEntries: [routing.path] },
  );
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  useDialogStore.setState({ entries: [] });
  useAppStore.setState({
    token: 'token',
    tokenExpiresAt: '2030-01-01T00:00:00.000Z',
    user: {
      id: 7,
      email: 'dispatcher@fleetdesk.test',
      username: 'dispatcher',
      first_name: 'Dana',
      last_name: 'Ross',
      phone_number: null,
      is_fleet: false,
      fleet_id: null,
      super_admin: false,
    },
    permissions: ['view.routing'],
  });
});
afterEach(cleanup);

describe('ShellGate', () => {
  it('closes an open dialog when the user loses the page under it (account.changed)', async () => {
    const onConfirm = vi.fn();
    renderRoutingPage();
    act(() => openDialog('confirm', { title: 'Delete route', message: 'Delete it?', onConfirm }));
    expect(await screen.findByRole('dialog', { name: 'Delete route' })).toBeTruthy();

    // The account read after `account.changed` no longer holds the page's key.
    act(() => useAppStore.setState({ permissions: [] }));

    expect(await screen.findByRole('heading', { name: 'Access denied' })).toBeTruthy();
    expect(screen.queryByText('Routing Home page')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete route' })).toBeNull());
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
