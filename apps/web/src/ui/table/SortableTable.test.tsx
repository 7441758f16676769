// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LoadState } from '../LoadFailed';
import { SortableTable } from './SortableTable';

interface Payout {
  id: number;
  driver: string;
}
const rows: Payout[] = [
  { id: 11, driver: 'Ana Reyes' },
  { id: 12, driver: 'Omar Haddad' },
];

const FINE = { error: null, isPending: false, isFetching: false, refetch: () => undefined };

function renderTable(load?: LoadState, shown: Payout[] = rows) {
  const onOpen = vi.fn();
  render(
    <SortableTable<Payout, never>
      label="Payouts"
      columns={[
        { label: 'ID', cell: (row) => row.id },
        { label: 'Driver', cell: (row) => <a href={`/driver/${row.id}`}>{row.driver}</a> },
      ]}
      rows={shown}
      rowKey={(row) => row.id}
      onOpen={onOpen}
      emptyText="No Data"
      load={load}
    />,
  );
  const row = screen.queryByRole('row', { name: /Omar Haddad/ });
  return { onOpen, row: row as HTMLElement };
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

describe('SortableTable given its load', () => {
  it("says nothing while the first load runs: no 'No Data' flashes before the rows", () => {
    renderTable({ ...FINE, isPending: true, isFetching: true }, []);
    expect(screen.queryByText('No Data')).toBeNull();
  });

  it("tells a failed first load with the reason and a Retry, never 'No Data'", () => {
    const refetch = vi.fn();
    renderTable({ ...FINE, error: new Error('Service Unavailable'), refetch }, []);
    expect(screen.getByText('Payouts could not be loaded. Service Unavailable')).toBeTruthy();
    expect(screen.queryByText('No Data')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(refetch).toHaveBeenCalledOnce();
  });

  it('keeps the last rows when a refresh fails, and says they are the last loaded copy', () => {
    renderTable({ ...FINE, error: new Error('Server Error'), data: { payouts: rows } });
    expect(screen.getByText(/Payouts could not be refreshed; this is the last loaded copy/)).toBeTruthy();
    expect(screen.getByRole('row', { name: /Omar Haddad/ })).toBeTruthy();
  });
});
