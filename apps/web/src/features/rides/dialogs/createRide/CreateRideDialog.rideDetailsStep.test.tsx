// @vitest-environment jsdom
import { MESSAGES, TIME_ZONE } from '@fleetdesk/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { useRideDraftStore } from './rideDraftStore';
import { estimatesAnswer, priceAnswer } from './wizardTestData';
import {
  addDate,
  baseAnswers,
  click,
  reachStep3,
  resetWizardAroundEachTest,
  tomorrow,
  type,
} from './wizardTestSteps';

// Step 3 of the wizard: dates, times, service levels and payment, then booking the rides.
resetWizardAroundEachTest();

describe('CreateRideDialog step 3', () => {
  it('asks for a date, an estimate and a payment type', async () => {
    await reachStep3();
    click('Create ride');
    expect(await screen.findByText(MESSAGES.selectDate)).toBeTruthy();
    expect(screen.getAllByText(MESSAGES.required).length).toBeGreaterThanOrEqual(2);
  });

  it("words a return before the pickup 'Time must be after pick up time' for a company", async () => {
    await reachStep3();
    type(/Pickup time/, '10:00');
    type(/Return time/, '09:00');
    expect(await screen.findByText(MESSAGES.timeAfterPickup)).toBeTruthy();
  });

  it("words it 'Return time must be after pickup time' for a facility", async () => {
    useRideDraftStore.setState({ companyId: 50 });
    await reachStep3({ ...baseAnswers, 'POST /api/v1/estimates/price': estimatesAnswer(9) });
    type(/Pickup time/, '10:00');
    type(/Return time/, '09:30');
    expect(await screen.findByText(MESSAGES.returnAfterPickup)).toBeTruthy();
  });

  it('checks appointment and pickup against now when today is chosen', async () => {
    await reachStep3();
    addDate(dayjs().tz(TIME_ZONE).format('YYYY-MM-DD'));
    type(/Pickup time/, '00:00');
    type(/Appointment time/, '00:00');
    click('Create ride');
    expect(await screen.findByText(MESSAGES.timeAfterPickup)).toBeTruthy();
    // Midnight has passed in New York unless the test runs in its very first minute.
    if (dayjs().tz(TIME_ZONE).format('HH:mm') > '00:00')
      expect(screen.getByText(MESSAGES.timeInPast)).toBeTruthy();
  });

  // One amount rule for every money field (spec 1 §5, moneyAmount.ts): whole cents, digits only.
  it.each([
    ['12.345', 'At most 2 decimal places (cents)!'],
    ['1e3', 'Must be number!'],
    ['12345678901', 'Amount must be at most 10 characters!'],
  ])('refuses the amount %s with %s', async (amount, message) => {
    await reachStep3();
    type(/Amount/, amount);
    click('Create ride');
    expect(await screen.findByText(message)).toBeTruthy();
  });

  it("needs a card when paying by card ('Card selection is required')", async () => {
    await reachStep3();
    addDate(tomorrow());
    type(/Pickup time/, '10:00');
    fireEvent.click(screen.getByLabelText(/Ambulatory/));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payment type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Card' }));
    click('Create ride');
    expect(await screen.findByText(MESSAGES.cardRequired)).toBeTruthy();
  });

  // Where the browser tokenises (test mode here) squareCard posts a token; else addCard posts the fields.
  it.each([
    {
      dialog: 'squareCard',
      cardForm: { browser_tokeniser: 'test_mode', publishable_key: null },
      save: 'payment_cards',
    },
    {
      dialog: 'addCard',
      cardForm: { browser_tokeniser: null, publishable_key: null },
      save: 'payment_methods',
    },
  ])(
    'saves a new passenger as a rider to add a card through $dialog, then selects the saved card',
    async ({ cardForm, save }) => {
      const card = { id: 12, number: '4242', brand: 'visa', exp_month: 4, exp_year: 2030 };
      const view = await reachStep3({
        ...baseAnswers,
        'POST /api/v1/riders': {
          rider: {
            id: 31,
            first_name: 'Maria',
            last_name: 'Lopez',
            phone_number: null,
            email: null,
            company_id: 39,
            reference_id: null,
          },
        },
        'GET /api/v1/riders/card-form': cardForm,
        [`POST /api/v1/riders/31/${save}`]: { card, message: MESSAGES.cardSaved },
        'GET /api/v1/riders/31/payment_cards': { cards: [card] },
      });
      fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payment type/ }));
      fireEvent.click(await screen.findByRole('option', { name: 'Card' }));
      click('Add card');
      const cardDialog = await screen.findByRole('dialog', { name: 'Add card' });
      expect(view.calls.find((call) => call.url.endsWith('/api/v1/riders'))?.body).toEqual({
        first_name: 'Maria',
        last_name: 'Lopez',
        email: 'maria.lopez@example.com',
        company_id: 39,
      });
      expect(useRideDraftStore.getState().passengerValues?.rider_id).toBe(31);
      for (const [label, value] of [
        [/Card Number/, '4242424242424242'],
        [/Expiry Date/, '04/30'],
        [/CVV/, '123'],
        [/Postal Code/, '10016'],
      ] as const)
        fireEvent.change(within(cardDialog).getByRole('textbox', { name: label }), { target: { value } });
      await waitFor(() =>
        expect(within(cardDialog).getByRole('button', { name: 'Save' })).toHaveProperty('disabled', false),
      );
      fireEvent.click(within(cardDialog).getByRole('button', { name: 'Save' }));
      expect(await screen.findByText(MESSAGES.cardSaved)).toBeTruthy();
      const saved = view.calls.find(
        (call) => call.method === 'POST' && call.url.endsWith(`/riders/31/${save}`),
      );
      expect(saved?.body).toEqual(
        save === 'payment_cards'
          ? { token: expect.stringMatching(/^tok_test_visa_4242_4_2030_[0-9a-f]{16}$/) }
          : expect.objectContaining({ number: '4242424242424242' }),
      );
      await waitFor(() =>
        expect(screen.getByRole('combobox', { name: /Card/ }).textContent).toContain('VISA •••• 4242'),
      );
    },
  );

  it('keeps door-to-door and door-through-door exclusive per leg and clears the return leg without a return', async () => {
    await reachStep3();
    const pickupD2d = screen.getByRole('checkbox', { name: 'Pickup Door-to-door' }) as HTMLInputElement;
    const pickupD3d = screen.getByRole('checkbox', { name: 'Pickup Door-through-door' }) as HTMLInputElement;
    fireEvent.click(pickupD2d);
    fireEvent.click(pickupD3d);
    expect(pickupD2d.checked).toBe(false);
    expect(pickupD3d.checked).toBe(true);
    const returnD2d = screen.getByRole('checkbox', { name: 'Return Door-to-door' }) as HTMLInputElement;
    expect(returnD2d.disabled).toBe(true);
    type(/Return time/, '18:00');
    fireEvent.click(returnD2d);
    expect(returnD2d.checked).toBe(true);
    type(/Return time/, '');
    await waitFor(() => expect(returnD2d.checked).toBe(false));
  });

  it('goes back to step 2 and drops the estimate when it has expired', async () => {
    await reachStep3({
      ...baseAnswers,
      'POST /api/v1/rides/price': [422, { message: MESSAGES.estimateExpired }],
    });
    addDate(tomorrow());
    type(/Pickup time/, '10:00');
    fireEvent.click(screen.getByLabelText(/Ambulatory/));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payment type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Passenger' }));
    expect(await screen.findByText(MESSAGES.estimateExpired)).toBeTruthy();
    await screen.findByLabelText(/First name/);
    expect(useRideDraftStore.getState()).toMatchObject({ step: 'step-2', estimates: null });
    expect(useRideDraftStore.getState().details?.ride_estimate_id).toBeUndefined();
    // The rest of step 3 is kept for when the trip is priced again.
    expect(useRideDraftStore.getState().details).toMatchObject({
      pickup_at_time: '10:00',
      payment_type: 'passenger',
    });
  });

  it('prices the days, books one ride per date and toasts each refusal with "Try again"', async () => {
    const [first, second] = [tomorrow(), dayjs().tz(TIME_ZONE).add(2, 'day').format('YYYY-MM-DD')];
    const { calls } = await reachStep3({
      ...baseAnswers,
      'POST /api/v1/rides/price': priceAnswer(2),
      'POST /api/v1/rides': {
        rides: [
          { status_code: 200, date: first, message: 'Created', ride: null },
          { status_code: 409, date: second, message: 'The driver pool is closed that day', ride: null },
        ],
      },
    });
    addDate(first);
    addDate(second);
    type(/Pickup time/, '10:00');
    fireEvent.click(screen.getByLabelText(/Ambulatory/));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Payment type/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Passenger' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pickup Door-to-door' }));
    expect(await screen.findByText('$59.00')).toBeTruthy();
    expect(screen.getByText('× 2')).toBeTruthy();
    click('Create ride');
    expect(await screen.findByText('Great! You have added 1 ride(s)!')).toBeTruthy();
    expect(screen.getByText(`Try again ${second}: The driver pool is closed that day`)).toBeTruthy();
    expect(calls.find((call) => call.method === 'POST' && call.url.endsWith('/api/v1/rides'))?.body).toEqual({
      company_id: 39,
      ride_estimate_id: 301,
      pickup_at_dates: [first, second],
      pickup_at_time: '10:00',
      service_level_a_leg: 'd2d',
      service_level_b_leg: 'none',
      payment_type: 'passenger',
      rider_first_name: 'Maria',
      rider_last_name: 'Lopez',
      rider_email: 'maria.lopez@example.com',
    });
    // The booked day leaves the selection; the refused one stays to try again.
    await waitFor(() => expect(screen.queryByText(dayjs(first).format('MM/DD/YYYY'))).toBeNull());
    expect(screen.getByText(dayjs(second).format('MM/DD/YYYY'))).toBeTruthy();
  });
});
