// @vitest-environment jsdom
import { MESSAGES } from '@fleetdesk/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { SquareCardDialog } from './SquareCardDialog';
import type { StripeCardChange } from './stripeJs';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CARD_FORM = 'GET /api/v1/riders/card-form';
const SAVE = 'POST /api/v1/riders/31/payment_cards';
const TEST_MODE = { browser_tokeniser: 'test_mode', publishable_key: null };
const card = { id: 12, number: '4242', brand: 'visa', exp_month: 4, exp_year: 2028 };

const type = (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const saveButton = () => screen.getByRole('button', { name: 'Save' });
async function fillCard(number = '4242424242424242', expiry = '04/28') {
  type(/Card Number/, number);
  type(/Expiry Date/, expiry);
  type(/CVV/, '123');
  type(/Postal Code/, '10016');
  await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
}
const posted = (calls: { method: string }[]) => calls.filter((call) => call.method === 'POST');

describe('SquareCardDialog in test mode (no publishable key)', () => {
  it('posts only a test-mode token to payment_cards, never the number, and hands the card back', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { calls } = renderWithApi(
      <SquareCardDialog open onClose={onClose} riderId={31} onSaved={onSaved} />,
      {
        [CARD_FORM]: TEST_MODE,
        [SAVE]: { card, message: MESSAGES.cardSaved },
      },
    );
    await screen.findByText(/Test mode/);
    await fillCard();
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.cardSaved)).toBeTruthy();
    expect(posted(calls)).toEqual([
      {
        method: 'POST',
        url: '/api/v1/riders/31/payment_cards',
        body: { token: expect.stringMatching(/^tok_test_visa_4242_4_2028_[0-9a-f]{16}$/) },
      },
    ]);
    expect(JSON.stringify(calls)).not.toContain('42424242');
    expect(onSaved).toHaveBeenCalledWith(card);
    expect(onClose).toHaveBeenCalled();
  });

  it("shows the add-card form's messages and keeps Save greyed until all is valid", async () => {
    renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, { [CARD_FORM]: TEST_MODE });
    await screen.findByText(/Test mode/);
    type(/Card Number/, '4242');
    type(/Expiry Date/, '13/28');
    type(/CVV/, '12');
    type(/Postal Code/, '1001');
    expect(await screen.findByText('Card Number is invalid')).toBeTruthy();
    expect(screen.getByText('Expiry Date is invalid')).toBeTruthy();
    expect(screen.getByText('CVV is invalid')).toBeTruthy();
    expect(screen.getByText('Postal Code is invalid')).toBeTruthy();
    type(/Postal Code/, '1001612');
    expect(await screen.findByText('Zip Code contains 6 numbers!')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
  });

  it('refuses a mistyped number or an expired card in the browser, sending nothing', async () => {
    const { calls } = renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
      [CARD_FORM]: TEST_MODE,
    });
    await screen.findByText(/Test mode/);
    await fillCard('4242424242424241');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Card Number is invalid')).toBeTruthy();
    await fillCard('4242424242424242', '01/20');
    fireEvent.click(saveButton());
    expect(await screen.findByText('Expiry Date is invalid')).toBeTruthy();
    expect(posted(calls)).toEqual([]);
  });

  it("says 'Missing token or rider ID' without a rider, and the server's words or 'Failed to save card'", async () => {
    const { calls } = renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={0} />, {
      [CARD_FORM]: TEST_MODE,
    });
    await screen.findByText(/Test mode/);
    await fillCard();
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.cardMissingToken)).toBeTruthy();
    expect(posted(calls)).toEqual([]);
    cleanup();

    renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
      [CARD_FORM]: TEST_MODE,
      [SAVE]: [422, { message: 'Unknown card token' }],
    });
    await screen.findByText(/Test mode/);
    await fillCard();
    fireEvent.click(saveButton());
    expect(await screen.findByText('Unknown card token')).toBeTruthy();
    cleanup();

    renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
      [CARD_FORM]: TEST_MODE,
      [SAVE]: [500, {}],
    });
    await screen.findByText(/Test mode/);
    await fillCard();
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.cardSaveFailed)).toBeTruthy();
  });
});

/** Stripe.js as the page would have it: a card element that reports changes and a token maker. */
function fakeStripeJs(answer: { token?: { id: string }; error?: { code: string; message: string } }) {
  const element = {
    change: (_change: StripeCardChange) => {},
    mount: vi.fn((container: HTMLElement) => {
      container.append(Object.assign(document.createElement('iframe'), { title: 'Secure card input' }));
    }),
    on: vi.fn((_event: 'change', handler: (change: StripeCardChange) => void) => {
      element.change = handler;
    }),
    destroy: vi.fn(),
  };
  const stripe = {
    elements: () => ({ create: () => element }),
    createToken: vi.fn(async () => answer),
  };
  const factory = vi.fn(() => stripe);
  vi.stubGlobal('Stripe', factory);
  return { factory, element, stripe };
}
const STRIPE = { browser_tokeniser: 'stripe', publishable_key: 'pk_test_fleetdesk' };

describe('SquareCardDialog with Stripe.js (a publishable key configured)', () => {
  it("mounts Stripe's card element, shows its faults in the form's words and posts Stripe's token", async () => {
    const { factory, element, stripe } = fakeStripeJs({ token: { id: 'tok_1NstripeVisa' } });
    const { calls } = renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
      [CARD_FORM]: STRIPE,
      [SAVE]: { card, message: MESSAGES.cardSaved },
    });
    expect(await screen.findByTitle('Secure card input')).toBeTruthy();
    expect(factory).toHaveBeenCalledWith('pk_test_fleetdesk');
    expect(screen.queryByRole('textbox', { name: /Card Number/ })).toBeNull();
    act(() => element.change({ complete: false, empty: false, error: { code: 'incomplete_number' } }));
    expect(await screen.findByText('Card Number is invalid')).toBeTruthy();
    act(() => element.change({ complete: false, empty: false, error: { code: 'invalid_expiry_year_past' } }));
    expect(await screen.findByText('Expiry Date is invalid')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    act(() => element.change({ complete: true, empty: false }));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    expect(await screen.findByText(MESSAGES.cardSaved)).toBeTruthy();
    expect(stripe.createToken).toHaveBeenCalledWith(element);
    expect(posted(calls)).toEqual([
      { method: 'POST', url: '/api/v1/riders/31/payment_cards', body: { token: 'tok_1NstripeVisa' } },
    ]);
  });

  it("toasts Stripe's refusal and sends nothing", async () => {
    const { element } = fakeStripeJs({
      error: { code: 'card_declined', message: 'Your card was declined.' },
    });
    const { calls } = renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
      [CARD_FORM]: STRIPE,
    });
    await screen.findByTitle('Secure card input');
    act(() => element.change({ complete: true, empty: false }));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
    expect(posted(calls)).toEqual([]);
  });
});

it('offers no card form where only the server can tokenise (addCard opens there instead)', async () => {
  renderWithApi(<SquareCardDialog open onClose={vi.fn()} riderId={31} />, {
    [CARD_FORM]: { browser_tokeniser: null, publishable_key: null },
  });
  expect(await screen.findByText(/takes cards through Add card only/)).toBeTruthy();
  expect(saveButton()).toHaveProperty('disabled', true);
});
