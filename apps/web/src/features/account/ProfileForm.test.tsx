// @vitest-environment jsdom
import { type Account, maxCharactersMessage, PASSWORD_MAX } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProfileForm } from './ProfileForm';

const account: Account = {
  user: {
    id: 1,
    email: 'ada@fleetdesk.test',
    username: null,
    first_name: 'Ada',
    last_name: 'Lovelace',
    phone_number: '+12125550101',
    is_fleet: false,
    fleet_id: null,
    super_admin: false,
  },
  roles: [],
  permissions: [],
  companies: [],
  document_types: [],
} as unknown as Account;

function renderForm(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider />
      <ProfileForm account={account} onDone={vi.fn()} />
    </QueryClientProvider>,
  );
}

const sentBody = (fetchMock: ReturnType<typeof vi.fn>) =>
  JSON.parse(String((fetchMock.mock.calls[0] as unknown as [string, RequestInit])[1].body));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('asks for the current password only once the phone number changes', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(account), { status: 200 }));
    renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(212) 555-0101' } });
    expect(screen.queryByLabelText('Current password')).toBeNull();

    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(917) 555-0199' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'secret' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody(fetchMock)).toMatchObject({ phone_number: '(917) 555-0199', current_password: 'secret' });
  });

  it('tells a current password over 200 characters under the field and sends nothing', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(account), { status: 200 }));
    renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(917) 555-0199' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'p'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(maxCharactersMessage(PASSWORD_MAX))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends no password for a name change, and shows the server’s word on a wrong password', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(account), { status: 200 }));
    renderForm(fetchMock);
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Augusta' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    expect(sentBody(fetchMock)).not.toHaveProperty('current_password');
    cleanup();

    const wrong = {
      message: 'Your current password is not correct.',
      errors: { current_password: ['Your current password is not correct.'] },
    };
    renderForm(vi.fn(async () => new Response(JSON.stringify(wrong), { status: 422 })));
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '(917) 555-0199' } });
    fireEvent.change(screen.getByLabelText('Current password'), { target: { value: 'guess' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeTruthy();
  });
});
