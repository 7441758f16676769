// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { queryValuesOf, renderWithApi } from '../testing/renderDialog';
import { RiderSearch } from './RiderSearch';

afterEach(() => {
  cleanup();
  useAppStore.setState({ user: null });
});

const answers = { 'GET /api/v1/riders': { riders: { data: [] } } };
const box = () => screen.getByRole('combobox', { name: 'Find a rider' });

describe('RiderSearch', () => {
  it("tells an over-long search under the box by the riders' rule and never sends it", async () => {
    const { calls } = renderWithApi(<RiderSearch companyId={2} onPick={vi.fn()} />, answers);
    fireEvent.change(box(), { target: { value: 'Maria' } });
    await waitFor(() => expect(queryValuesOf(calls, 'search')).toEqual(['Maria']));
    fireEvent.change(box(), { target: { value: 'M'.repeat(101) } });
    // Past the box's pause before it asks.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(queryValuesOf(calls, 'search').every((search) => search.length <= 100)).toBe(true);
    expect(screen.getByText(maxCharactersMessage(100))).toBeTruthy();
  });
});
