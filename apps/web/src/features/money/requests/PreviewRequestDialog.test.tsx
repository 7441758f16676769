// @vitest-environment jsdom
import type { TransactionRequest } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../../rides/dialogs/testing/renderDialog';
import { PreviewRequestDialog } from './PreviewRequestDialog';
import { requestFixture } from './testing/requestFixture';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useAppStore.setState({ user: null, permissions: [] });
});

const REQUEST = requestFixture();

const company = (id: number, name: string, status = 'active') => ({
  id,
  name,
  status,
  type: 'contract',
  vendor_id: null,
  is_facility: false,
  broker_key: null,
});

const REFERENCE = {
  'GET /api/v1/settings': {
    transaction_categories: [
      { id: 1, name: 'Tolls reimbursement', type: 'credit' },
      { id: 2, name: 'Bonus', type: 'credit' },
      { id: 3, name: 'Damage', type: 'debit' },
    ],
    ride_types: [],
    settings: {},
    car_types: [],
    zones: [],
    default_affiliates_status: [],
    fleets: [],
    facility_companies: [],
  },
  'GET /api/v1/companies': {
    companies: [company(39, 'Acme'), company(40, 'Bright Care'), company(41, 'Closed Co', 'inactive')],
  },
  'GET /api/v1/drivers/5/payment-methods': {
    payment_methods: [
      {
        id: 7,
        name: 'Chase checking',
        last_four: '6789',
        routing_number: '021000021',
        payment_provider: 'manual',
        status: 'active',
        created_at: '2025-01-01T00:00:00.000Z',
      },
    ],
  },
};

const dialog = () => within(screen.getByRole('dialog', { name: /request #12$/i }));

async function renderPreview(request: TransactionRequest, answers: Record<string, unknown> = {}) {
  useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['credits.update', 'payouts.update-request'] });
  // The caller's `answers` object itself: a test may change an answer later.
  const view = renderWithApi(
    <PreviewRequestDialog open onClose={vi.fn()} requestId={request.id} />,
    Object.assign(answers, {
      ...REFERENCE,
      [`GET /api/v1/billing/transaction-requests/${request.id}`]: { transaction_request: request, notes: [] },
      ...answers,
    }),
  );
  // The request, the categories, the companies and the bank accounts have all arrived.
  await waitFor(() => expect(view.queryClient.isFetching()).toBe(0));
  await dialog().findByRole('combobox', { name: /Status/ });
  return view;
}

const optionsOf = (label: RegExp) => {
  fireEvent.mouseDown(dialog().getByRole('combobox', { name: label }));
  return within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
};
const choose = (label: RegExp, option: string) => {
  fireEvent.mouseDown(dialog().getByRole('combobox', { name: label }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
};
const save = () => fireEvent.click(dialog().getByRole('button', { name: 'Save' }));
const sent = (calls: { method: string; url: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'POST')?.body;

describe('PreviewRequestDialog', () => {
  it("changes a pending credit's category and company, offering the create form's lists", async () => {
    const { calls } = await renderPreview(REQUEST, {
      'POST /api/v1/billing/transaction-requests/12/update': {
        transaction_request: { ...REQUEST, category_id: 2, company_id: 40 },
        message: 'Great! You have update credit!',
      },
    });
    expect(optionsOf(/Category/)).toEqual(['Tolls reimbursement', 'Bonus']);
    fireEvent.click(screen.getByRole('option', { name: 'Bonus' }));
    expect(optionsOf(/Company/)).toEqual(['No company selected', 'Acme', 'Bright Care']);
    fireEvent.click(screen.getByRole('option', { name: 'Bright Care' }));
    save();
    expect(await screen.findByText('Great! You have update credit!')).toBeTruthy();
    expect(sent(calls)).toEqual({ category_id: 2, company_id: 40, updated_at: REQUEST.updated_at });
  });

  it("shows the server's refusal under its field, and refuses dropping the company itself", async () => {
    const { calls } = await renderPreview(REQUEST, {
      'POST /api/v1/billing/transaction-requests/12/update': [
        422,
        { message: 'Invalid', errors: { category_id: ['Required'] } },
      ],
    });
    choose(/Company/, 'No company selected');
    save();
    expect(
      await dialog().findByRole('combobox', { name: /Company/, description: 'No company selected' }),
    ).toBeTruthy();
    expect(calls.some((call) => call.method === 'POST')).toBe(false);
    choose(/Company/, 'Acme');
    choose(/Category/, 'Bonus');
    save();
    expect(await dialog().findByRole('combobox', { name: /Category/, description: 'Required' })).toBeTruthy();
  });

  it("sends its changes against the request as it opened, so another reviewer's later edit is not undone", async () => {
    const answers: Record<string, unknown> = {
      'POST /api/v1/billing/transaction-requests/12/update': [409, { message: 'Changed by someone else' }],
    };
    const { calls, queryClient } = await renderPreview(REQUEST, answers);
    // Another reviewer sets the category meanwhile; the open preview reads the request again.
    const changedMeanwhile = { ...REQUEST, category_id: 2, updated_at: '2025-03-01T10:05:00.000Z' };
    answers['GET /api/v1/billing/transaction-requests/12'] = {
      transaction_request: changedMeanwhile,
      notes: [],
    };
    await queryClient.invalidateQueries();
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    fireEvent.change(dialog().getByRole('textbox', { name: /Description/ }), {
      target: { value: 'Checked' },
    });
    save();
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)).toEqual({ description: 'Checked', updated_at: REQUEST.updated_at });
  });

  it('shows the choices of a settled request read-only', async () => {
    await renderPreview({ ...REQUEST, status: 'approved' });
    expect(dialog().queryByRole('combobox', { name: /Category/ })).toBeNull();
    expect(dialog().queryByRole('combobox', { name: /Company/ })).toBeNull();
    expect(dialog().getByText('Tolls reimbursement')).toBeTruthy();
    expect(dialog().getByText('Acme')).toBeTruthy();
  });

  it("turns a pending payout into ach, paid to the driver's first bank account", async () => {
    const payout = requestFixture({
      type: 'payout',
      category_id: null,
      name: null,
      company_id: null,
      company_name: null,
      payout_type: 'zelle',
    });
    const { calls } = await renderPreview(payout, {
      'POST /api/v1/billing/transaction-requests/12/update-payout': {
        transaction_request: { ...payout, payout_type: 'ach', payment_id: 7 },
        message: 'Great! You have update payout!',
      },
    });
    expect(dialog().queryByRole('combobox', { name: /Bank account/ })).toBeNull();
    expect(dialog().queryByRole('combobox', { name: /Category|Company/ })).toBeNull();
    choose(/Payout type/, 'ACH');
    expect(dialog().getByRole('combobox', { name: /Bank account/ }).textContent).toBe(
      'Chase checking •••• 6789',
    );
    save();
    expect(await screen.findByText('Great! You have update payout!')).toBeTruthy();
    expect(sent(calls)).toEqual({ payout_type: 'ach', payment_id: 7, updated_at: payout.updated_at });
  });
});
