import type { DocumentView } from '@fleetdesk/contract';
import { type SortableColumn, SortableTable } from '../../../ui/table/SortableTable';
import { formatNyDateTime } from '../../../ui/time/nyFormat';
import { DocumentStatusChip, ExpiryDate } from '../shared/DocumentStatus';
import type { DocumentsView } from './documentsView';

type SortField = DocumentsView['sortBy'];

const COLUMNS: readonly SortableColumn<DocumentView, SortField>[] = [
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
    <SortableTable
      label="Documents"
      columns={COLUMNS}
      rows={rows}
      rowKey={(document) => document.id}
      sort={{ by: view.sortBy, type: view.sortType }}
      onSort={onSort}
      onOpen={onSelect}
      selectedKey={selectedId}
    />
  );
}
