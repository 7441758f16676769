// @vitest-environment jsdom
import { FLEET_LIST_REFRESH_MS } from '@fleetdesk/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../dialogs/testing/renderDialog';
import { FleetSelect } from './FleetSelect';

const fleet = (id: number, name: string) => ({ id, name, status: 'active', display_brokers_logo: false });
const settingsWith = (fleets: ReturnType<typeof fleet>[]) => ({
  transaction_categories: [],
  ride_types: [],
  settings: {},
  car_types: [],
  zones: [],
  default_affiliates_status: [],
  fleets,
  facility_companies: [],
});

/** The fleet names and counts of the open menu, as a person reads them. */
const menuRows = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('FleetSelect', () => {
  it("shows each fleet's ride count from fleets_metrics, 0 for a fleet with none", async () => {
    renderWithApi(
      <FleetSelect
        value={[]}
        onChange={vi.fn()}
        metrics={[{ fleet_id: 2, fleet_name: 'Bronx Cars', count: 12 }]}
      />,
      { 'GET /api/v1/settings': settingsWith([fleet(1, 'Apex'), fleet(2, 'Bronx Cars')]) },
    );
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Fleet' })).toBeTruthy());
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fleet' }));
    await vi.waitFor(() => expect(menuRows()).toEqual(['Apex0', 'Bronx Cars12']));
  });

  it('refreshes the fleet list every 60 s', async () => {
    const answers: Record<string, unknown> = { 'GET /api/v1/settings': settingsWith([fleet(1, 'Apex')]) };
    const { calls } = renderWithApi(
      <FleetSelect value={[]} onChange={vi.fn()} metrics={undefined} />,
      answers,
    );
    const settingsCalls = () => calls.filter((call) => call.url.startsWith('/api/v1/settings')).length;
    await vi.waitFor(() => expect(settingsCalls()).toBe(1));
    answers['GET /api/v1/settings'] = settingsWith([fleet(1, 'Apex'), fleet(3, 'Queens Express')]);

    await act(() => vi.advanceTimersByTimeAsync(FLEET_LIST_REFRESH_MS - 1_000));
    expect(settingsCalls()).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(settingsCalls()).toBe(2);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Fleet' }));
    await vi.waitFor(() => expect(menuRows()).toEqual(['Apex', 'Queens Express']));
  });
});
