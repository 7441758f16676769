// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { DriverTransactionsBlock } from './DriverTransactionsBlock';

afterEach(cleanup);

const LEDGER = 'GET /api/v1/drivers/5/transactions';
const ledger = {
  transactions: {
    data: [
      {
        id: 91,
        transaction_date: '2026-03-02T15:00:00.000Z',
        description: 'Ride 3002',
        category_name: 'Ride',
        amount: 42.5,
        balance: 142.5,
        status: 'succeeded',
        reference_id: null,
      },
    ],
    next_page_url: null,
  },
  hasNextPage: false,
  balance: { available: 142.5, pending: 0 },
};

describe('DriverTransactionsBlock when the server fails', () => {
  it("says the transactions could not be loaded, with the reason and a Retry, not 'No Data'", async () => {
    renderWithApi(<DriverTransactionsBlock driverId={5} />, {
      [LEDGER]: [500, { message: 'Database is down' }],
    });
    expect(await screen.findByText('Transactions could not be loaded. Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it('keeps the last page on screen, with a notice, when a refresh of it fails', async () => {
    const answers: Record<string, unknown> = { [LEDGER]: ledger };
    const { queryClient } = renderWithApi(<DriverTransactionsBlock driverId={5} />, answers);
    expect(await screen.findByText('Ride 3002')).toBeTruthy();
    answers[LEDGER] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByText('Ride 3002')).toBeTruthy();
  });
});
