// @vitest-environment jsdom
import { CONFIRM_SUPPRESSION_MS } from '@fleetdesk/contract';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../store/appStore';
import { useDialogStore } from '../dialogs/dialogStore';
import { isConfirmSuppressed, requestConfirm } from './requestConfirm';

beforeEach(() => {
  useDialogStore.setState({ entries: [] });
  useAppStore.setState({ confirmSuppressedUntil: {} });
});

describe('isConfirmSuppressed', () => {
  it('holds until the stored time, for that key only', () => {
    const until = { assign: 1_000 + CONFIRM_SUPPRESSION_MS };
    expect(isConfirmSuppressed(until, 'assign', 1_000)).toBe(true);
    expect(isConfirmSuppressed(until, 'assign', 1_000 + CONFIRM_SUPPRESSION_MS)).toBe(false);
    expect(isConfirmSuppressed(until, 'revive', 1_000)).toBe(false);
    expect(isConfirmSuppressed(until, undefined, 1_000)).toBe(false);
  });
});

describe('requestConfirm', () => {
  it('opens the confirm dialog when the question is not suppressed', () => {
    const onConfirm = vi.fn();
    requestConfirm({ message: 'Assign?', onConfirm, suppressKey: 'assign' });
    expect(useDialogStore.getState().entries).toHaveLength(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('confirms at once without a dialog while "don\'t ask again" holds', () => {
    useAppStore.setState({ confirmSuppressedUntil: { assign: Date.now() + 60_000 } });
    const onConfirm = vi.fn();
    requestConfirm({ message: 'Assign?', onConfirm, suppressKey: 'assign' });
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(useDialogStore.getState().entries).toHaveLength(0);
  });
});
