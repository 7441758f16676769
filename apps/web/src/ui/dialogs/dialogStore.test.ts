import { DIALOG_CLOSE_DELAY_MS } from '@fleetdesk/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closeAllDialogs, closeDialog, openDialog, useDialogStore } from './dialogStore';

const confirmOptions = (message: string) => ({ message, onConfirm: () => {} });
const entries = () => useDialogStore.getState().entries.map(({ key, open, props }) => ({ key, open, props }));

beforeEach(() => {
  vi.useFakeTimers();
  useDialogStore.setState({ entries: [] });
});
afterEach(() => vi.useRealTimers());

describe('the dialog manager', () => {
  it('opens a dialog by key with its props', () => {
    openDialog('profile', {});
    expect(entries()).toEqual([{ key: 'profile', open: true, props: {} }]);
  });

  it('closes an open dialog of the same key before opening it again', () => {
    const first = confirmOptions('first');
    const second = confirmOptions('second');
    openDialog('confirm', first);
    openDialog('confirm', second);
    expect(entries()).toEqual([
      { key: 'confirm', open: false, props: first },
      { key: 'confirm', open: true, props: second },
    ]);
    vi.advanceTimersByTime(DIALOG_CLOSE_DELAY_MS);
    expect(entries()).toEqual([{ key: 'confirm', open: true, props: second }]);
  });

  it('keeps a closed dialog mounted for 300 ms, then removes it', () => {
    openDialog('profile', {});
    closeDialog('profile');
    vi.advanceTimersByTime(DIALOG_CLOSE_DELAY_MS - 1);
    expect(entries()).toEqual([{ key: 'profile', open: false, props: {} }]);
    vi.advanceTimersByTime(1);
    expect(entries()).toEqual([]);
  });

  it('closes every dialog at once, as a path change does', () => {
    openDialog('profile', {});
    openDialog('confirm', confirmOptions('sure?'));
    closeAllDialogs();
    expect(entries().every((entry) => !entry.open)).toBe(true);
    vi.advanceTimersByTime(DIALOG_CLOSE_DELAY_MS);
    expect(entries()).toEqual([]);
  });
});
