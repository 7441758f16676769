import {
  DOCUMENT_REVIEW_STATUSES,
  DOCUMENTS_DEFAULT_RANGE_DAYS,
  DOCUMENTS_DEFAULT_STATUSES,
  DOCUMENTS_PAGE_SIZE,
  type DocumentReviewStatus,
  type documents,
} from '@fleetdesk/contract';
import type { z } from 'zod';

type DocumentSortField = z.input<typeof documents.documentSearchQuery>['sort_by'] & string;

/** What the documents page shows (spec 2 §2, §9: status valid, range 120, 75 a page by default). */
export interface DocumentsView {
  search: string;
  withImage: boolean;
  statuses: DocumentReviewStatus[];
  types: string[];
  range: number;
  page: number;
  perPage: number;
  sortBy: DocumentSortField;
  sortType: 'asc' | 'desc';
}

export const INITIAL_DOCUMENTS_VIEW: DocumentsView = {
  search: '',
  withImage: false,
  statuses: [...DOCUMENTS_DEFAULT_STATUSES],
  types: [],
  range: DOCUMENTS_DEFAULT_RANGE_DAYS,
  page: 1,
  perPage: DOCUMENTS_PAGE_SIZE,
  sortBy: 'updated_at',
  sortType: 'desc',
};

/** Expiry windows offered; 0 lists documents whatever their date. */
export const RANGE_OPTIONS = [30, 60, DOCUMENTS_DEFAULT_RANGE_DAYS, 365, 0] as const;

/**
 * GET /documents for a view: statuses and types as comma lists, empty filters left out. No status
 * chosen reads 'All', so every status is asked for (the server alone would take valid, its default).
 */
export const documentsQueryOf = (view: DocumentsView) => ({
  ...(view.search.trim() ? { search: view.search.trim() } : {}),
  ...(view.withImage ? { with_url_image: true } : {}),
  statuses: view.statuses.length ? view.statuses : [...DOCUMENT_REVIEW_STATUSES],
  ...(view.types.length ? { types: view.types } : {}),
  range: view.range,
  page: view.page,
  per_page: view.perPage,
  sort_by: view.sortBy,
  sort_by_type: view.sortType,
});

export const sortDocumentsBy = (view: DocumentsView, field: DocumentSortField): DocumentsView => ({
  ...view,
  sortBy: field,
  sortType: view.sortBy === field && view.sortType === 'asc' ? 'desc' : 'asc',
  page: 1,
});

/**
 * The copy of the selected document the detail panel shows: the newer of the list's and the last one a
 * write answered (a rotation in the full view, a save), so a save sends the `updated_at` it is based on
 * and is refused (409) only when someone else changed the document. A document the filters no longer
 * match keeps its last copy.
 */
export function shownCopy<T extends { id: number; updated_at: string }>(
  rows: readonly T[],
  selected: T | null,
): T | null {
  if (!selected) return null;
  const listed = rows.find((row) => row.id === selected.id);
  return listed && listed.updated_at >= selected.updated_at ? listed : selected;
}
