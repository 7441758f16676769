// @vitest-environment jsdom
import { Table, TableBody } from '@mui/material';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rideFixture } from '../../dialogs/testing/rideFixture';
import { RideRow } from './RideRow';

afterEach(cleanup);

describe('RideRow', () => {
  it('is reached with Tab and selects its ride on Enter or Space, as a click does', () => {
    const ride = rideFixture({ id: 4242 });
    const onSelect = vi.fn();
    render(
      <Table>
        <TableBody>
          <RideRow
            ride={ride}
            rowIndex={2}
            columns={[{ key: 'id', header: 'ID', render: (shown) => shown.id }]}
            isSelected={false}
            now={0}
            onSelect={onSelect}
          />
        </TableBody>
      </Table>,
    );
    const row = screen.getByRole('row', { name: /4242/ });
    expect(row.tabIndex).toBe(0);
    fireEvent.keyDown(row, { key: 'Enter' });
    fireEvent.keyDown(row, { key: ' ' });
    expect(onSelect.mock.calls).toEqual([[ride], [ride]]);
  });
});
