import { DOCUMENTS_PAGING_OPTIONS, type DocumentView, documents } from '@fleetdesk/contract';
import { Box, LinearProgress, Paper, TableContainer, TablePagination } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { endpointQuery } from '../../../api/endpointQuery';
import { PageTitle } from '../../../app/pages/PageTitle';
import { LoadFailed } from '../../../ui/LoadFailed';
import { DocumentDetailPanel } from '../detail/DocumentDetailPanel';
import { DocumentsFilterBar } from './DocumentsFilterBar';
import { DocumentsTable } from './DocumentsTable';
import {
  type DocumentsView,
  documentsQueryOf,
  INITIAL_DOCUMENTS_VIEW,
  shownCopy,
  sortDocumentsBy,
} from './documentsView';

/** /documents (spec 2 §2): filters, a sortable paged list and the selected document's detail panel. */
export function DocumentsPage() {
  const [view, setView] = useState<DocumentsView>(INITIAL_DOCUMENTS_VIEW);
  const [selected, setSelected] = useState<DocumentView | null>(null);
  // A new request aborts the one before it (TanStack passes the signal); aborted loads show nothing.
  const list = useQuery({
    ...endpointQuery(documents.listDocuments, { query: documentsQueryOf(view) }),
    placeholderData: keepPreviousData,
  });
  const filter = useCallback(
    (filters: Partial<DocumentsView>) => setView((current) => ({ ...current, ...filters, page: 1 })),
    [],
  );
  const rows = list.data?.documents ?? [];
  const shown = shownCopy(rows, selected);

  return (
    <Box>
      <PageTitle>Documents</PageTitle>
      <DocumentsFilterBar view={view} onChange={filter} />
      <LoadFailed what="Documents" load={list} sx={{ mb: 2 }} />
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: shown ? 'minmax(0, 3fr) minmax(360px, 2fr)' : '1fr',
          gap: 2,
        }}
      >
        <Paper variant="outlined" sx={{ minWidth: 0 }}>
          <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress aria-label="Loading documents" />}</Box>
          {list.data && (
            <>
              <TableContainer sx={{ maxHeight: 'calc(100vh - 270px)' }}>
                <DocumentsTable
                  rows={rows}
                  view={view}
                  selectedId={shown?.id ?? null}
                  onSort={(field) => setView((current) => sortDocumentsBy(current, field))}
                  onSelect={setSelected}
                />
              </TableContainer>
              <TablePagination
                component="div"
                count={list.data.total}
                page={view.page - 1}
                rowsPerPage={view.perPage}
                rowsPerPageOptions={[...DOCUMENTS_PAGING_OPTIONS]}
                onPageChange={(_event, page) => setView((current) => ({ ...current, page: page + 1 }))}
                onRowsPerPageChange={(event) =>
                  setView((current) => ({ ...current, perPage: Number(event.target.value), page: 1 }))
                }
              />
            </>
          )}
        </Paper>
        {shown && (
          <DocumentDetailPanel document={shown} onClose={() => setSelected(null)} onSaved={setSelected} />
        )}
      </Box>
    </Box>
  );
}
