// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DialogFormActions } from '../../rides/dialogs/shared/DialogFormActions';
import { BankStatusIcon } from './BankStatusIcon';

afterEach(cleanup);

describe('bank accounts (spec 2 §3, §9)', () => {
  it.each([
    ['valid', 'CheckCircleOutlinedIcon'],
    ['invalid', 'ErrorOutlineIcon'],
    ['pending', 'HourglassEmptyIcon'],
    ['deleted', 'DeleteOutlineIcon'],
  ] as const)('shows a %s account with its own icon', (status, icon) => {
    render(<BankStatusIcon status={status} />);
    expect(screen.getByLabelText(status).querySelector('svg')?.getAttribute('data-testid')).toBe(icon);
  });

  it("sends with a 24 px spinner on the bank form's button, MUI's 16 elsewhere", () => {
    const { rerender } = render(
      <DialogFormActions onCancel={() => {}} submitLabel="Add" isSending spinnerSize={24} />,
    );
    expect(screen.getByRole('progressbar').style.width).toBe('24px');
    rerender(<DialogFormActions onCancel={() => {}} submitLabel="Add" isSending />);
    expect(screen.getByRole('progressbar').style.width).toBe('16px');
  });
});
