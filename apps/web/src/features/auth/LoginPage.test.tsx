// @vitest-environment jsdom
import { MESSAGES, maxCharactersMessage, PASSWORD_MAX } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { LoginPage } from './LoginPage';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

beforeEach(() => {
  useAppStore.setState({ token: null, tokenExpiresAt: null, user: null, agreedToTerms: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider />
      <MemoryRouter initialEntries={['/login']}>
        <LoginPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('LoginPage', () => {
  it('sends the first code by e-mail to a user without a phone number, who has no other way in', async () => {
    const channels: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const { type } = JSON.parse(String(init.body));
        channels.push(type);
        if (type === 'sms')
          return json(422, { message: MESSAGES.noPhoneForSms, errors: { type: [MESSAGES.noPhoneForSms] } });
        const next = new Date(Date.now() + 60_000).toISOString();
        return json(200, {
          next_sms_send_code_at: null,
          next_email_send_code_at: next,
          sent: true,
          message: MESSAGES.codeSentEmail,
        });
      }),
    );
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'no.phone@fleetdesk.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'fleetdesk-demo' } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));

    expect(await screen.findByRole('heading', { name: 'Verification code' })).toBeTruthy();
    expect(screen.getByText(MESSAGES.codeSentEmail)).toBeTruthy();
    expect(screen.queryByText(new RegExp(MESSAGES.noPhoneForSms))).toBeNull();
    expect(channels).toEqual(['sms', 'email']);
  });

  it('tells a password over 200 characters under the field and asks for no code', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderPage();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@fleetdesk.test' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'p'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: 'LOGIN' }));
    expect(await screen.findByText(maxCharactersMessage(PASSWORD_MAX))).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
