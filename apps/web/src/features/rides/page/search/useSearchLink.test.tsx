// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { useSearchLink } from './useSearchLink';

afterEach(() => {
  cleanup();
  useAppStore.setState({ rideChips: [] });
});

const at = (url: string) => ({
  wrapper: ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
  ),
});

describe('useSearchLink', () => {
  it("refuses a link's search past the rides' rule: the chips stay and the refusal is handed back", () => {
    useAppStore.setState({ rideChips: ['uname:ann'] });
    const overLong = `do:${'b'.repeat(600)}`;
    const refused = vi.fn();
    renderHook(() => useSearchLink(refused), at(`/rides?search=${encodeURIComponent(overLong)}`));
    expect(useAppStore.getState().rideChips).toEqual(['uname:ann']);
    expect(refused).toHaveBeenCalledWith(overLong, maxCharactersMessage(500));
  });
});
