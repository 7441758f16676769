// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableTable } from './SortableTable';

interface Payout {
  id: number;
  driver: string;
}
const rows: Payout[] = [
  { id: 11, driver: 'Ana Reyes' },
  { id: 12, driver: 'Omar Haddad' },
];

function renderTable() {
  const onOpen = vi.fn();
  render(
    <SortableTable<Payout, never>
      label="Payouts"
      columns={[
        { label: 'ID', cell: (row) => row.id },
        { label: 'Driver', cell: (row) => <a href={`/driver/${row.id}`}>{row.driver}</a> },
      ]}
      rows={rows}
      rowKey={(row) => row.id}
      onOpen={onOpen}
    />,
  );
  const row = screen.getByRole('row', { name: /Omar Haddad/ });
  return { onOpen, row };
}

afterEach(cleanup);

describe('SortableTable', () => {
  it('lets the keyboard reach a row and open it with Enter or Space, as a click does', () => {
    const { onOpen, row } = renderTable();
    expect(row.tabIndex).toBe(0);
    row.focus();
    expect(document.activeElement).toBe(row);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    expect(onOpen.mock.calls).toEqual([[rows[1]], [rows[1]]]);
  });

  it('leaves Enter on a link inside the row to the link', () => {
    const { onOpen } = renderTable();
    fireEvent.keyDown(screen.getByRole('link', { name: 'Omar Haddad' }), { key: 'Enter' });
    expect(onOpen).not.toHaveBeenCalled();
  });
});
