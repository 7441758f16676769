// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CodeStep } from './CodeStep';

const credentials = { email: 'admin@fleetdesk.test', password: 'fleetdesk-demo' };
const inAMinute = () => new Date(Date.now() + 60_000).toISOString();

function renderCodeStep(fetchMock: ReturnType<typeof vi.fn>) {
  vi.stubGlobal('fetch', fetchMock);
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <SnackbarProvider />
      <CodeStep
        credentials={credentials}
        channel="sms"
        cooldowns={{
          next_sms_send_code_at: inAMinute(),
          next_email_send_code_at: null,
          sent: true,
          message: 'We have sent a verification code by SMS.',
        }}
        onCodeRequested={vi.fn()}
      />
    </QueryClientProvider>,
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CodeStep', () => {
  it('submits by itself once six digits are typed, keeping digits only', async () => {
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ message: 'Server down' }), { status: 503 }),
    );
    renderCodeStep(fetchMock);
    const input = screen.getByLabelText('Verification code');
    fireEvent.change(input, { target: { value: '12 34' } });
    expect(fetchMock).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '123456' } });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledOnce());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/auth/verify');
    expect(JSON.parse(String(init.body))).toEqual({
      ...credentials,
      type: 'sms',
      verification_code: '123456',
    });
    expect(await screen.findByText('Please try again! Server down')).toBeTruthy();
  });

  it("shows the server's message under the field for a wrong code", async () => {
    const body = {
      message: 'Code is invalid. Please try again!',
      errors: { verification_code: ['Code is invalid. Please try again!'] },
    };
    renderCodeStep(vi.fn(async () => new Response(JSON.stringify(body), { status: 422 })));
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '000000' } });
    expect(await screen.findByText('Code is invalid. Please try again!')).toBeTruthy();
  });

  it('waits for the SMS cooldown and offers e-mail at once', () => {
    renderCodeStep(vi.fn());
    const resend = screen.getByRole('button', { name: /RESEND \(\d:\d\d\)/ });
    expect(resend.hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'E-MAIL' }).hasAttribute('disabled')).toBe(false);
  });

  it("rejects a short code with the contract's message", async () => {
    const fetchMock = vi.fn();
    renderCodeStep(fetchMock);
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('button', { name: 'VERIFY' }));
    expect(await screen.findByText('Code is invalid. Please try again!')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
