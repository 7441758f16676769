// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../testing/renderDialog';
import { AddCardDialog } from './AddCardDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const type = (label: RegExp, value: string) => {
  const input = screen.getByRole('textbox', { name: label });
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};
const saveButton = () => screen.getByRole('button', { name: 'Save' });
/** Fills a valid expiry, CVV and postal code with this number, waits for Save and presses it. */
async function submitCard(number: string) {
  type(/Card Number/, number);
  type(/Expiry Date/, '04/28');
  type(/CVV/, '123');
  type(/Postal Code/, '10016');
  await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
  fireEvent.click(saveButton());
}
const card = { id: 12, number: '4242', brand: 'visa', exp_month: 4, exp_year: 2028 };

describe('AddCardDialog', () => {
  it('enables Save only when number, expiry, CVV and postal code are all valid', async () => {
    renderWithApi(<AddCardDialog open onClose={vi.fn()} riderId={31} />);
    expect(saveButton()).toHaveProperty('disabled', true);
    type(/Card Number/, '4242 4242 4242 4242');
    type(/Expiry Date/, '13/28');
    type(/CVV/, '123');
    type(/Postal Code/, '10016');
    expect(await screen.findByText('Expiry Date is invalid')).toBeTruthy();
    expect(saveButton()).toHaveProperty('disabled', true);
    type(/Expiry Date/, '0428');
    expect(screen.getByRole('textbox', { name: /Expiry Date/ })).toHaveProperty('value', '04/28');
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
  });

  it('says what is wrong with each field', async () => {
    renderWithApi(<AddCardDialog open onClose={vi.fn()} riderId={31} />);
    type(/Card Number/, '4242');
    type(/CVV/, '12');
    type(/Postal Code/, '1001');
    expect(await screen.findByText('Card Number is invalid')).toBeTruthy();
    expect(screen.getByText('CVV is invalid')).toBeTruthy();
    expect(screen.getByText('Postal Code is invalid')).toBeTruthy();
    type(/Postal Code/, '1001612');
    expect(await screen.findByText('Zip Code contains 6 numbers!')).toBeTruthy();
  });

  it('saves through the payment-method call and hands the card back', async () => {
    const onSaved = vi.fn();
    const onClose = vi.fn();
    const { calls } = renderWithApi(<AddCardDialog open onClose={onClose} riderId={31} onSaved={onSaved} />, {
      'POST /api/v1/riders/31/payment_methods': { card, message: 'Card saved successfully!' },
    });
    await submitCard('4242424242424242');
    await screen.findByText('Card saved successfully!');
    expect(calls[0]?.body).toEqual({
      number: '4242424242424242',
      exp_month: 4,
      exp_year: 2028,
      cvc: '123',
      postal_code: '10016',
    });
    expect(onSaved).toHaveBeenCalledWith(card);
    expect(onClose).toHaveBeenCalled();
  });

  it('shows no toast when the session has ended: the login page says it', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<AddCardDialog open onClose={onClose} riderId={31} />, {
      'POST /api/v1/riders/31/payment_methods': [401, { message: 'Unauthenticated.' }],
    });
    await submitCard('4242424242424242');
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(saveButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText('Unauthenticated.')).toBeNull();
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows the server's words when the card is refused", async () => {
    renderWithApi(<AddCardDialog open onClose={vi.fn()} riderId={31} />, {
      'POST /api/v1/riders/31/payment_methods': [422, { message: 'Your card was declined.' }],
    });
    await submitCard('4000000000000002');
    expect(await screen.findByText('Your card was declined.')).toBeTruthy();
  });
});
