// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { BaseSyntheticEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useGuardedSubmit } from './useGuardedSubmit';

/** A submit whose promise the test settles. */
function pendingSubmit() {
  const settles: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const submit = vi.fn(() => new Promise<void>((resolve, reject) => settles.push({ resolve, reject })));
  return { submit, settles };
}

const submitEvent = () => ({ preventDefault: vi.fn() }) as unknown as BaseSyntheticEvent;

describe('useGuardedSubmit', () => {
  it('refuses a second submit made before the first settles, and takes one again after', async () => {
    const { submit, settles } = pendingSubmit();
    const { result } = renderHook(() => useGuardedSubmit(submit));
    const second = submitEvent();
    result.current(submitEvent());
    result.current(second);
    expect(submit).toHaveBeenCalledOnce();
    // The refused one must not fall through to the browser's own submit.
    expect(second.preventDefault).toHaveBeenCalled();

    settles[0]?.resolve();
    await vi.waitFor(() => {
      result.current(submitEvent());
      expect(submit).toHaveBeenCalledTimes(2);
    });
  });

  it('lets go after a failed submit, whose error its mutation has already shown', async () => {
    const { submit, settles } = pendingSubmit();
    const { result } = renderHook(() => useGuardedSubmit(submit));
    result.current();
    settles[0]?.reject(new Error('Payment not found.'));
    await vi.waitFor(() => {
      result.current();
      expect(submit).toHaveBeenCalledTimes(2);
    });
  });
});
