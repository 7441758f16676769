// @vitest-environment jsdom
import { maxCharactersMessage } from '@fleetdesk/contract';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useAppStore } from '../../../../store/appStore';
import { SearchBox } from './SearchBox';

afterEach(() => {
  cleanup();
  useAppStore.setState({ rideChips: [] });
});

// The box takes a link's search too, so it is shown at an address.
const renderAt = (url = '/rides') =>
  render(
    <MemoryRouter initialEntries={[url]}>
      <SearchBox isFleet={false} />
    </MemoryRouter>,
  );

describe('SearchBox', () => {
  it("refuses a chip that would make the list's search longer than the contract takes, under the box", () => {
    useAppStore.setState({ rideChips: [`pu:${'a'.repeat(300)}`] });
    renderAt();
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

describe('SearchBox opened by a link', () => {
  const overLong = `pu:${'a'.repeat(600)}`;
  it("applies the link's search alone when the rides' rule takes it", () => {
    useAppStore.setState({ rideChips: ['uname:ann'] });
    renderAt('/rides?search=id%3A7');
    expect(useAppStore.getState().rideChips).toEqual(['id:7']);
  });

  it("never asks with a link's over-long search: it stays in the box with the rule's message", () => {
    useAppStore.setState({ rideChips: ['uname:ann'] });
    renderAt(`/rides?search=${encodeURIComponent(overLong)}`);
    expect(useAppStore.getState().rideChips).toEqual(['uname:ann']);
    expect(screen.getByText(maxCharactersMessage(500))).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Search rides' }).value).toBe(overLong);
  });
});
