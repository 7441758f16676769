// @vitest-environment jsdom
import { standingOrders as api, maxCharactersMessage, RIDE_NOTE_MAX } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { renderWithApi, TEST_DISPATCHER } from '../rides/dialogs/testing/renderDialog';
import { StandingOrderDialog } from './StandingOrderDialog';
import { STANDING_ORDER } from './testing/standingOrderFixture';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null, permissions: [] });
  vi.unstubAllGlobals();
});

describe('StandingOrderDialog', () => {
  it.each([
    ['rider_id', api.STANDING_ORDER_MESSAGES.riderEmailNeeded],
    ['ride_type_id', api.STANDING_ORDER_MESSAGES.rideTypeOfCompany],
  ])("shows the server's refusal of %s under that field", async (field, message) => {
    useAppStore.setState({ user: TEST_DISPATCHER, permissions: ['rides.standing-orders'] });
    const { calls } = renderWithApi(<StandingOrderDialog order={STANDING_ORDER} onClose={vi.fn()} />, {
      'POST /api/v1/standing-orders/4': [422, { message, errors: { [field]: [message] } }],
    });
    const dialog = within(await screen.findByRole('dialog', { name: 'Standing order #4' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(await dialog.findByText(message)).toBeTruthy();
  });
});

describe('StandingOrderDialog notes', () => {
  it.each(['Pickup note', 'Trip note (facility note, not for the driver)'])(
    "%s: a paste past 250 characters keeps what fits and says 'Max characters count is 250!' (spec 1 §5)",
    async (label) => {
      renderWithApi(<StandingOrderDialog order={STANDING_ORDER} onClose={vi.fn()} />);
      const dialog = within(await screen.findByRole('dialog', { name: 'Standing order #4' }));
      const note = dialog.getByRole('textbox', { name: label });
      fireEvent.change(note, { target: { value: 'x'.repeat(260) } });
      expect(await dialog.findByText(maxCharactersMessage(RIDE_NOTE_MAX))).toBeTruthy();
      expect((note as HTMLInputElement).value).toHaveLength(RIDE_NOTE_MAX);
    },
  );
});
