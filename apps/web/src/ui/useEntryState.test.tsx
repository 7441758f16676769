// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { HistoryButtons } from '../testing/HistoryButtons';
import { keyFirstHistoryEntry, useEntryState } from './useEntryState';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

function Counter() {
  const [count, setCount] = useEntryState('count', 0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      Count {count}
    </button>
  );
}

function renderCounter() {
  render(
    <MemoryRouter initialEntries={['/list']}>
      <HistoryButtons to="/detail" />
      <Routes>
        <Route path="/list" element={<Counter />} />
        <Route path="/detail" element={<Link to="/list">To the list</Link>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('useEntryState', () => {
  it('gives Back the value the entry had, and a new visit (a menu link) a fresh one', async () => {
    renderCounter();
    fireEvent.click(screen.getByRole('button', { name: 'Count 0' }));
    fireEvent.click(screen.getByRole('button', { name: 'Count 1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: 'Count 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.click(await screen.findByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('button', { name: 'Count 0' })).toBeTruthy();
  });
});

describe('keyFirstHistoryEntry', () => {
  // Every page loaded anew was the router's 'default' entry: a typed /drivers found the grid of the
  // last /drivers loaded in the tab instead of a fresh one.
  it('gives a page loaded anew its own key, and keeps the key a reload finds', () => {
    window.history.replaceState(null, '');
    keyFirstHistoryEntry();
    const first = (window.history.state as { key: string }).key;
    expect(first).toMatch(/^[a-z0-9]+$/);
    keyFirstHistoryEntry();
    expect((window.history.state as { key: string }).key).toBe(first);
    window.history.replaceState(null, '');
    keyFirstHistoryEntry();
    expect((window.history.state as { key: string }).key).not.toBe(first);
  });
});
