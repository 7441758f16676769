import { type DocumentView, MESSAGES } from '@fleetdesk/contract';
import { Table, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import type { ReactNode } from 'react';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DocumentStatusChip, ExpiryDate } from '../shared/DocumentStatus';
import type { DocumentsView } from './documentsView';

type SortField = DocumentsView['sortBy'];

const COLUMNS: readonly { label: string; sortField: SortField; cell: (d: DocumentView) => ReactNode }[] = [
  {
    label: 'Applicant',
    sortField: 'entity_id',
    cell: (d) => `${d.entity_name} (${d.entity_type} #${d.entity_id})`,
  },
  { label: 'Title', sortField: 'title', cell: (d) => d.title },
  { label: 'Type', sortField: 'type', cell: (d) => d.type },
  { label: 'Expiration date', sortField: 'expires_at', cell: (d) => <ExpiryDate document={d} /> },
  { label: 'Status', sortField: 'status', cell: (d) => <DocumentStatusChip document={d} /> },
  { label: 'Updated', sortField: 'updated_at', cell: (d) => formatNyDateTime(d.updated_at) },
];

interface DocumentsTableProps {
  rows: readonly DocumentView[];
  view: DocumentsView;
  selectedId: number | null;
  onSort: (field: SortField) => void;
  onSelect: (document: DocumentView) => void;
}

/** The documents of one page, sortable on every column (spec 2 §2); a row opens the detail panel. */
export function DocumentsTable({ rows, view, selectedId, onSort, onSelect }: DocumentsTableProps) {
  return (
    <Table size="small" stickyHeader aria-label="Documents">
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell key={column.label} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              <TableSortLabel
                active={view.sortBy === column.sortField}
                direction={view.sortBy === column.sortField ? view.sortType : 'asc'}
                onClick={() => onSort(column.sortField)}
              >
                {column.label}
              </TableSortLabel>
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.length === 0 ? (
          <TableRow>
            <TableCell colSpan={COLUMNS.length} sx={{ textAlign: 'center', py: 6, color: 'text.secondary' }}>
              {MESSAGES.nothingFound}
            </TableCell>
          </TableRow>
        ) : (
          rows.map((document) => (
            <TableRow
              key={document.id}
              hover
              selected={document.id === selectedId}
              onClick={() => onSelect(document)}
              sx={{ cursor: 'pointer' }}
            >
              {COLUMNS.map((column) => (
                <TableCell key={column.label}>{column.cell(document)}</TableCell>
              ))}
            </TableRow>
          ))
        )}
      </TableBody>
    </Table>
  );
}
