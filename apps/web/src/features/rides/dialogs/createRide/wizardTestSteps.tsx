import { TIME_ZONE } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, vi } from 'vitest';
import '../../../../ui/time/dayjs';
import { type DialogComponents, DialogHost } from '../../../../ui/dialogs/DialogHost';
import { closeAllDialogs } from '../../../../ui/dialogs/dialogStore';
import { AddCardDialog } from '../addCard/AddCardDialog';
import { SquareCardDialog } from '../squareCard/SquareCardDialog';
import { renderWithApi } from '../testing/renderDialog';
import { CreateRideDialog } from './CreateRideDialog';
import { useRideDraftStore } from './rideDraftStore';
import { estimatesAnswer, priceAnswer, settingsAnswer } from './wizardTestData';

/** How the wizard tests (CreateRideDialog.*.test.tsx) fill in and move through the wizard. */

export const type = (label: RegExp | string, value: string, index = 0) => {
  const input = screen.getAllByLabelText(label)[index] as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
export const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

export const baseAnswers = {
  'GET /api/v1/settings': settingsAnswer,
  'POST /api/v1/estimates/price': estimatesAnswer(7),
  'POST /api/v1/rides/price': priceAnswer(1),
};

export function fillPassenger({ email = 'maria.lopez@example.com' } = {}) {
  type(/First name/, 'Maria');
  type(/Last name/, 'Lopez');
  type(/Email/, email);
  type(/Start address/, '462 1st Avenue, New York, NY 10016');
  type(/Latitude/, '40.7394', 0);
  type(/Longitude/, '-73.9754', 0);
  type(/Destination address/, 'Penn Station, New York, NY 10001');
  // Pasting "lat, lon" fills both coordinates.
  type(/Latitude/, '40.7506, -73.9935', 1);
}

export async function reachStep3(answers: Record<string, unknown> = baseAnswers) {
  const view = renderWithApi(
    <>
      <CreateRideDialog open onClose={vi.fn()} />
      <DialogHost
        components={{ addCard: AddCardDialog, squareCard: SquareCardDialog } as unknown as DialogComponents}
      />
    </>,
    answers,
  );
  await screen.findByRole('combobox');
  click('Next');
  await screen.findByLabelText(/First name/);
  fillPassenger();
  click('Next');
  await screen.findByLabelText(/Pickup time/);
  return view;
}

export const addDate = (date: string) => {
  type(/Pickup date/, date);
  click('Add date');
};
export const tomorrow = () => dayjs().tz(TIME_ZONE).add(1, 'day').format('YYYY-MM-DD');

/** A fresh draft for each test; no dialog, render or stubbed global left behind. */
export function resetWizardAroundEachTest() {
  beforeEach(() => useRideDraftStore.getState().reset());
  afterEach(() => {
    closeAllDialogs();
    cleanup();
    vi.unstubAllGlobals();
  });
}
