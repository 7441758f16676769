// @vitest-environment jsdom
import { CONFIRM_SUPPRESSION_MS } from '@fleetdesk/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { ConfirmDialog } from './ConfirmDialog';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('confirms, closes, and with "don\'t ask again" suppresses the key for 5 minutes', () => {
    useAppStore.setState({ confirmSuppressedUntil: {} });
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(
      <ConfirmDialog
        open
        onClose={onClose}
        message="Assign ride 5?"
        onConfirm={onConfirm}
        suppressKey="assign"
      />,
    );
    fireEvent.click(screen.getByLabelText("Don't ask again for 5 minutes"));
    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    const until = useAppStore.getState().confirmSuppressedUntil.assign ?? 0;
    expect(until - before).toBeGreaterThanOrEqual(CONFIRM_SUPPRESSION_MS);
    expect(until - Date.now()).toBeLessThanOrEqual(CONFIRM_SUPPRESSION_MS);
  });

  it('offers no "don\'t ask again" without a key, and Cancel does not confirm', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onClose={vi.fn()} message="Sure?" onConfirm={onConfirm} />);
    expect(screen.queryByLabelText("Don't ask again for 5 minutes")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
