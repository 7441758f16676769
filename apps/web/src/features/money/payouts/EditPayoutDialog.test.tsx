// @vitest-environment jsdom
import { type Payout, payouts } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeyOf } from '../../../api/endpointQuery';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { EditPayoutDialog } from './EditPayoutDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ user: null, permissions: [] });
});

const PAYOUT: Payout = {
  id: 31,
  payout_number: 'P-31',
  status: 'pending',
  bank_status: 'pending',
  quickbooks_status: 'pending',
  quickbooks_id: null,
  description: 'Weekly payout',
  note: null,
  reference: null,
  amount: 120,
  type: 'check_mail',
  receiver_entity_type: 'driver',
  payee_bank_name: null,
  payee_payment_method_last_four: null,
  fhv_license: null,
  driver_id: 5,
  names: 'Ann Driver',
  payee_name: 'Ann Driver',
  company_id: null,
  company: null,
  transaction_request_id: null,
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

describe('EditPayoutDialog', () => {
  it("sends its changes against the payout as it opened, so another user's later edit is not undone", async () => {
    useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['payouts.update-request'] });
    const answers: Record<string, unknown> = {
      'GET /api/v1/payouts/31': { payout: PAYOUT },
      'POST /api/v1/payouts/31': [409, { message: 'Changed by someone else' }],
    };
    const { calls, queryClient } = renderWithApi(
      <EditPayoutDialog open onClose={vi.fn()} payoutId={31} />,
      answers,
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit payout' }));
    const description = await dialog.findByRole('textbox', { name: /Description/ });
    // Someone else sets a reference meanwhile; the open dialog reads the payout again.
    answers['GET /api/v1/payouts/31'] = {
      payout: { ...PAYOUT, reference: 'CHK-9', updated_at: '2025-03-01T10:05:00.000Z' },
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.change(description, { target: { value: 'Checked' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'Checked',
      updated_at: PAYOUT.updated_at,
    });
  });

  it('opens on the payout as the server has it now, not on an older copy in the cache', async () => {
    useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['payouts.update-request'] });
    const current = { ...PAYOUT, reference: 'CHK-9', updated_at: '2025-03-01T10:05:00.000Z' };
    const { calls } = renderWithApi(
      <EditPayoutDialog open onClose={vi.fn()} payoutId={31} />,
      {
        'GET /api/v1/payouts/31': { payout: current },
        'POST /api/v1/payouts/31': { payout: current, message: 'Great! You have updated payout' },
      },
      (queryClient) =>
        queryClient.setQueryData(queryKeyOf(payouts.getPayout, { params: { id: 31 } }), { payout: PAYOUT }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit payout' }));
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: /Ref. no./ })).toHaveProperty('value', 'CHK-9'),
    );
    fireEvent.change(dialog.getByRole('textbox', { name: /Description/ }), { target: { value: 'Checked' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      description: 'Checked',
      updated_at: current.updated_at,
    });
  });
});
