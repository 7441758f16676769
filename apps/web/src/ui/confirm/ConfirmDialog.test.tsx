// @vitest-environment jsdom
import {
  CONFIRM_APPEAR_DELAY_MS,
  CONFIRM_BULK_APPEAR_DELAY_MS,
  CONFIRM_SUPPRESSION_MS,
} from '@fleetdesk/contract';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_DISPATCHER } from '../../features/rides/dialogs/testing/renderDialog';
import { useAppStore } from '../../store/appStore';
import { useDialogStore } from '../dialogs/dialogStore';
import { ConfirmDialog, type ConfirmOptions } from './ConfirmDialog';
import { requestConfirm } from './requestConfirm';

beforeEach(() => {
  vi.useFakeTimers();
  useAppStore.setState({ confirmSuppressedUntil: {}, user: TEST_DISPATCHER });
  useDialogStore.setState({ entries: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const confirmButton = () => screen.getByRole('button', { name: 'Confirm' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

/** Renders what requestConfirm opened, as the dialog host would. */
function renderAsked(onClose = vi.fn()) {
  const [entry] = useDialogStore.getState().entries;
  if (!entry) throw new Error('no confirm dialog was opened');
  return render(<ConfirmDialog open onClose={onClose} {...(entry.props as ConfirmOptions)} />);
}

describe('ConfirmDialog', () => {
  it('shows Confirm greyed for 700 ms after the question appears, so the asking click cannot answer', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onClose={vi.fn()} message="Assign ride 5?" onConfirm={onConfirm} />);
    expect(confirmButton()).toHaveProperty('disabled', true);
    fireEvent.click(confirmButton());
    wait(CONFIRM_APPEAR_DELAY_MS - 1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    wait(1);
    expect(confirmButton()).toHaveProperty('disabled', false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('waits the bulk delay (3 s) when the caller asks for it', () => {
    render(
      <ConfirmDialog
        open
        onClose={vi.fn()}
        message="Release?"
        onConfirm={vi.fn()}
        appearDelayMs={CONFIRM_BULK_APPEAR_DELAY_MS}
      />,
    );
    wait(CONFIRM_BULK_APPEAR_DELAY_MS - 1);
    expect(confirmButton()).toHaveProperty('disabled', true);
    wait(1);
    expect(confirmButton()).toHaveProperty('disabled', false);
  });

  it("reads 'Access denied' for a read-only admin, and for a user without the question's key", () => {
    useAppStore.setState({ user: { ...TEST_DISPATCHER, is_read_only: true } });
    const { unmount } = render(
      <ConfirmDialog open onClose={vi.fn()} message="Assign?" onConfirm={vi.fn()} />,
    );
    wait(CONFIRM_APPEAR_DELAY_MS);
    expect(screen.getByRole('button', { name: 'Access denied' })).toHaveProperty('disabled', true);
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    unmount();

    useAppStore.setState({ user: TEST_DISPATCHER, permissions: [] });
    render(
      <ConfirmDialog
        open
        onClose={vi.fn()}
        message="Release?"
        onConfirm={vi.fn()}
        permission="admin_settings.release_rides"
      />,
    );
    expect(screen.getByRole('button', { name: 'Access denied' })).toHaveProperty('disabled', true);
  });

  it('offers no "don\'t ask again" without a key, and Cancel does not confirm', () => {
    const onConfirm = vi.fn();
    render(<ConfirmDialog open onClose={vi.fn()} message="Sure?" onConfirm={onConfirm} />);
    expect(screen.queryByLabelText("Don't ask again for 5 minutes")).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
  it('runs the action once for a double click on Confirm (the button stays clickable while it closes)', () => {
    const onConfirm = vi.fn();
    const onClose = vi.fn();
    render(<ConfirmDialog open onClose={onClose} message="Remove?" onConfirm={onConfirm} />);
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('answers again when a dialog kept mounted is opened again', () => {
    const onConfirm = vi.fn();
    const view = render(<ConfirmDialog open onClose={vi.fn()} message="Clear?" onConfirm={onConfirm} />);
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    view.rerender(<ConfirmDialog open={false} onClose={vi.fn()} message="Clear?" onConfirm={onConfirm} />);
    view.rerender(<ConfirmDialog open onClose={vi.fn()} message="Clear?" onConfirm={onConfirm} />);
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });
});

describe('"Don\'t ask again for 5 minutes"', () => {
  it('skips the same question for 5 minutes, asks other questions, and asks again after', () => {
    const firstAssign = vi.fn();
    requestConfirm({ message: 'Assign ride 5?', onConfirm: firstAssign, suppressKey: 'assign' });
    const onClose = vi.fn();
    renderAsked(onClose);
    fireEvent.click(screen.getByLabelText("Don't ask again for 5 minutes"));
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    expect(firstAssign).toHaveBeenCalledOnce();
    expect(onClose).toHaveBeenCalledOnce();
    cleanup();
    useDialogStore.setState({ entries: [] });

    wait(CONFIRM_SUPPRESSION_MS - 1);
    const secondAssign = vi.fn();
    requestConfirm({ message: 'Assign ride 6?', onConfirm: secondAssign, suppressKey: 'assign' });
    expect(secondAssign).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().entries).toHaveLength(0);

    const reject = vi.fn();
    requestConfirm({ message: 'Reject ride 6?', onConfirm: reject, suppressKey: 'reject' });
    expect(reject).not.toHaveBeenCalled();
    expect(useDialogStore.getState().entries).toHaveLength(1);
    useDialogStore.setState({ entries: [] });

    wait(1);
    const lateAssign = vi.fn();
    requestConfirm({ message: 'Assign ride 7?', onConfirm: lateAssign, suppressKey: 'assign' });
    expect(lateAssign).not.toHaveBeenCalled();
    expect(useDialogStore.getState().entries).toHaveLength(1);
  });

  it('is kept in local storage, so a reload keeps it', () => {
    requestConfirm({ message: 'Release?', onConfirm: vi.fn(), suppressKey: 'releaseMarketplace' });
    renderAsked();
    fireEvent.click(screen.getByLabelText("Don't ask again for 5 minutes"));
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    const stored = JSON.parse(localStorage.getItem(useAppStore.persist.getOptions().name ?? '') ?? '{}');
    expect(stored.state.confirmSuppressedUntil.releaseMarketplace).toBe(Date.now() + CONFIRM_SUPPRESSION_MS);
  });

  it('is not remembered when the box is left unticked', () => {
    requestConfirm({ message: 'Assign?', onConfirm: vi.fn(), suppressKey: 'assign' });
    renderAsked();
    wait(CONFIRM_APPEAR_DELAY_MS);
    fireEvent.click(confirmButton());
    expect(useAppStore.getState().confirmSuppressedUntil).toEqual({});
  });
});
