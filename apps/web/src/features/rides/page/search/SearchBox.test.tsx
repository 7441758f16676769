// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { SearchBox } from './SearchBox';

afterEach(() => {
  cleanup();
  useAppStore.setState({ rideChips: [] });
});

describe('SearchBox', () => {
  it("refuses a chip that would make the list's search longer than the contract takes, under the box", () => {
    useAppStore.setState({ rideChips: [`pu:${'a'.repeat(300)}`] });
    render(<SearchBox isFleet={false} />);
    const box = screen.getByRole('textbox', { name: 'Search rides' });
    fireEvent.change(box, { target: { value: `do:${'b'.repeat(300)}` } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(screen.getByText(maxCharactersMessage(500))).toBeTruthy();
    expect(useAppStore.getState().rideChips).toEqual([`pu:${'a'.repeat(300)}`]);
    fireEvent.change(box, { target: { value: 'do:Main' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(useAppStore.getState().rideChips).toEqual(['do:Main', `pu:${'a'.repeat(300)}`]);
  });
});
