// @vitest-environment jsdom
import { ENDPOINTS } from '@fleetdesk/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { queryKeyOf } from '../../api/endpointQuery';
import { OnTimeWidget } from './OnTimeWidget';

afterEach(cleanup);

/** The widget over figures already fetched (no request leaves the test). */
function renderWith(vendors: { name: string; otp: number; total: number; on_time: number }[]) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  client.setQueryData(queryKeyOf(ENDPOINTS['metrics.otpByVendors'], {}), { vendors, statuses: null });
  render(
    <QueryClientProvider client={client}>
      <OnTimeWidget />
    </QueryClientProvider>,
  );
}

describe('OnTimeWidget', () => {
  it('shows a dash, not 0 %, for a broker with nothing picked up yet', () => {
    renderWith([
      { name: 'Sentry', otp: 71.4, total: 7, on_time: 5 },
      { name: 'Arro', otp: 0, total: 0, on_time: 0 },
    ]);
    const cards = screen.getAllByText(/\d+\/\d+/).map((node) => node.parentElement?.textContent);
    expect(cards).toEqual(['71.4% 5/7', '— 0/0']);
  });

  it('still shows 0 % when rides were picked up and none on time', () => {
    renderWith([{ name: 'Sentry', otp: 0, total: 3, on_time: 0 }]);
    expect(screen.getByText('0%')).toBeTruthy();
  });
});
