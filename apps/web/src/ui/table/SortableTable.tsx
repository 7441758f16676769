import { MESSAGES } from '@fleetdesk/contract';
import { Checkbox, Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadFailed, type LoadState } from '../LoadFailed';
import { OPENABLE_ROW_SX, openableRowProps } from './openableRow';

export interface SortableColumn<Row, Field extends string> {
  label: string;
  /** The server's sort field; none: the column does not sort. */
  sortField?: Field;
  cell: (row: Row) => ReactNode;
}

/** Row checkboxes with a select-all box in the header. */
export interface RowSelection<Row> {
  isSelected: (row: Row) => boolean;
  onToggle: (row: Row) => void;
  /** Every row of the page is selected (the header box is checked), or some are (indeterminate). */
  all: boolean;
  some: boolean;
  onToggleAll: () => void;
}

interface SortableTableProps<Row, Field extends string> {
  label: string;
  columns: readonly SortableColumn<Row, Field>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  /** Without them no header sorts. */
  sort?: { by: Field; type: 'asc' | 'desc' };
  onSort?: (field: Field) => void;
  onOpen: (row: Row) => void;
  selectedKey?: number | string | null;
  selection?: RowSelection<Row>;
  /** A last row summing the list (a Total row): each column's cell, by the column's label. */
  summary?: { label: string; cells: Readonly<Record<string, ReactNode>> };
  /** What an empty list reads; 'Nothing found!' unless told. */
  emptyText?: string;
  /** The list's query: nothing is said while it first loads, and a failed load is told with a Retry. */
  load?: LoadState;
}

/** A page's list sorted by the server: a header with a sort field sorts, a row opens, none reads 'Nothing found!'. */
export function SortableTable<Row, Field extends string>({
  label,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  onOpen,
  selectedKey = null,
  selection,
  summary,
  emptyText = MESSAGES.nothingFound,
  load,
}: SortableTableProps<Row, Field>) {
  const width = columns.length + (selection ? 1 : 0);
  return (
    <Table size="small" stickyHeader aria-label={label}>
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                size="small"
                checked={selection.all}
                indeterminate={selection.some && !selection.all}
                onChange={selection.onToggleAll}
                slotProps={{ input: { 'aria-label': 'Select all rows' } }}
              />
            </TableCell>
          )}
          {columns.map((column) => (
            <TableCell key={column.label} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {column.sortField && sort && onSort ? (
                <TableSortLabel
                  active={sort.by === column.sortField}
                  direction={sort.by === column.sortField ? sort.type : 'asc'}
                  onClick={() => column.sortField && onSort(column.sortField)}
                >
                  {column.label}
                </TableSortLabel>
              ) : (
                column.label
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {load?.error && (
          <TableRow>
            <TableCell colSpan={width} sx={{ p: 1 }}>
              <LoadFailed what={label} load={load} />
            </TableCell>
          </TableRow>
        )}
        {rows.length === 0
          ? !load?.error && (
              <TableRow>
                <TableCell colSpan={width} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
                  {load?.isPending ? '' : emptyText}
                </TableCell>
              </TableRow>
            )
          : rows.map((row) => (
              <TableRow
                key={rowKey(row)}
                hover
                selected={rowKey(row) === selectedKey || Boolean(selection?.isSelected(row))}
                {...openableRowProps(() => onOpen(row))}
                sx={OPENABLE_ROW_SX}
              >
                {selection && (
                  <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                    <Checkbox
                      size="small"
                      checked={selection.isSelected(row)}
                      onChange={() => selection.onToggle(row)}
                      slotProps={{ input: { 'aria-label': `Select row ${rowKey(row)}` } }}
                    />
                  </TableCell>
                )}
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.cell(row)}</TableCell>
                ))}
              </TableRow>
            ))}
        {summary && rows.length > 0 && (
          <TableRow aria-label={summary.label}>
            {selection && <TableCell padding="checkbox" />}
            {columns.map((column, index) => (
              <TableCell key={column.label} sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {index === 0 ? summary.label : summary.cells[column.label]}
              </TableCell>
            ))}
          </TableRow>
        )}
      </TableBody>
    </Table>
  );
}
