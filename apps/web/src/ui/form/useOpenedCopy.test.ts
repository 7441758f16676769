// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useOpenedCopy } from './useOpenedCopy';

describe('useOpenedCopy', () => {
  it('keeps the value the form opened with when a newer one arrives', () => {
    const { result, rerender } = renderHook(({ value }) => useOpenedCopy(value), {
      initialProps: { value: { updated_at: '10:00' } },
    });
    rerender({ value: { updated_at: '10:05' } });
    expect(result.current).toEqual({ updated_at: '10:00' });
  });
});
