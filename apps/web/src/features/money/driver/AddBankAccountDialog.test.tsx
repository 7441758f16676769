// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../../rides/dialogs/testing/renderDialog';
import { AddBankAccountDialog } from './AddBankAccountDialog';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ADD_PATH = 'POST /api/v1/drivers/5/payments/banks';

describe('AddBankAccountDialog', () => {
  it('sends one request for two clicks on Add made before the button greys', async () => {
    const onClose = vi.fn();
    const { calls } = renderWithApi(<AddBankAccountDialog open onClose={onClose} driverId={5} />, {
      [ADD_PATH]: { message: 'Great! You have added bank account', payout: { id: 1 } },
    });
    const dialog = within(screen.getByRole('dialog'));
    const type = (label: RegExp, value: string) =>
      fireEvent.change(dialog.getByRole('textbox', { name: label }), { target: { value } });
    type(/^Name/, 'Chase checking');
    type(/^Routing Number/, '021000021');
    type(/^Account Number/, '000123456789');
    type(/^Confirm Account Number/, '000123456789');
    const add = dialog.getByRole('button', { name: 'Add' });
    // Both in one task: the second lands before React has re-rendered with the write pending.
    fireEvent.click(add);
    fireEvent.click(add);
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce());
    expect(calls.filter((call) => `${call.method} ${call.url}` === ADD_PATH)).toHaveLength(1);
  });
});
