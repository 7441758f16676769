// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../store/appStore';
import { driverFixture } from '../../drivers/page/testing/driverFixture';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { DriverBalanceBlock } from './DriverBalanceBlock';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
});

const LEDGER = 'GET /api/v1/drivers/5/transactions';
const ledger = {
  transactions: { data: [], next_page_url: null },
  hasNextPage: false,
  balance: { available: 123.45, pending: 6 },
};

describe('DriverBalanceBlock when the server fails', () => {
  it('says the balance could not be loaded, with the reason and a Retry', async () => {
    renderWithApi(<DriverBalanceBlock driver={driverFixture()} />, {
      [LEDGER]: [500, { message: 'Database is down' }],
    });
    expect(await screen.findByText('The balance could not be loaded. Database is down')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('keeps the balance on screen, with a notice, when a refresh of it fails', async () => {
    const answers: Record<string, unknown> = { [LEDGER]: ledger };
    const { queryClient } = renderWithApi(<DriverBalanceBlock driver={driverFixture()} />, answers);
    const available = await screen.findByLabelText('Available balance');
    const shown = available.textContent;
    answers[LEDGER] = [503, { message: 'Service Unavailable' }];
    await queryClient.refetchQueries();
    expect(await screen.findByText(/could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByLabelText('Available balance').textContent).toBe(shown);
  });
});
