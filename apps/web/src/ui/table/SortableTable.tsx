import { MESSAGES } from '@fleetdesk/contract';
import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';

export interface SortableColumn<Row, Field extends string> {
  label: string;
  /** The server's sort field; none: the column does not sort. */
  sortField?: Field;
  cell: (row: Row) => ReactNode;
}

interface SortableTableProps<Row, Field extends string> {
  label: string;
  columns: readonly SortableColumn<Row, Field>[];
  rows: readonly Row[];
  rowKey: (row: Row) => number | string;
  sort: { by: Field; type: 'asc' | 'desc' };
  onSort: (field: Field) => void;
  onOpen: (row: Row) => void;
  selectedKey?: number | string | null;
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
}: SortableTableProps<Row, Field>) {
  return (
    <Table size="small" stickyHeader aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.label} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {column.sortField ? (
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
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={columns.length} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
              {MESSAGES.nothingFound}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((row) => (
            <TableRow
              key={rowKey(row)}
              hover
              selected={rowKey(row) === selectedKey}
              onClick={() => onOpen(row)}
              sx={{ cursor: 'pointer' }}
            >
              {columns.map((column) => (
                <TableCell key={column.label}>{column.cell(row)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
