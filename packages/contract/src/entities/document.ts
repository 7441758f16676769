import { z } from 'zod';
import { DOCUMENT_ENTITY_TYPES, DOCUMENT_REVIEW_STATUSES } from '../documents';

/** Spec 2 §9: the documents list shows 75 rows, options 5 to 250; default status valid, range 120. */
export const DOCUMENTS_PAGE_SIZE = 75;
export const DOCUMENTS_PAGE_MIN = 5;
export const DOCUMENTS_PAGE_MAX = 250;
export const DOCUMENTS_PAGING_OPTIONS = [5, 10, 25, 50, 75, 100, 250] as const;
export const DOCUMENTS_DEFAULT_STATUSES = ['valid'] as const;
/** Days ahead of today within which listed documents expire (docs/decisions.md); 0 lifts the limit. */
export const DOCUMENTS_DEFAULT_RANGE_DAYS = 120;
export const DOCUMENTS_FILTER_DEBOUNCE_MS = 1000;
/** The columns the list sorts by (spec 2 §2). */
export const DOCUMENT_SORT_FIELDS = [
  'entity_id',
  'title',
  'type',
  'expires_at',
  'status',
  'updated_at',
] as const;

const day = z.string().nullable();

/** One document as the list, the detail panel and the driver and car pages read it (spec 2 §3). */
export const DocumentView = z.object({
  id: z.number().int(),
  type: z.string(),
  title: z.string(),
  entity_type: z.enum(DOCUMENT_ENTITY_TYPES),
  entity_id: z.number().int(),
  /** The applicant: the driver's names or the car's plate. */
  entity_name: z.string(),
  /** The status as shown: an expired document reads invalid whatever its stored status. */
  status: z.enum(DOCUMENT_REVIEW_STATUSES),
  expired: z.boolean(),
  expires_at: day,
  issue_date: day,
  effective_date: day,
  number: z.string().nullable(),
  state: z.string().nullable(),
  license_class: z.string().nullable(),
  endorsements: z.array(z.string()),
  restrictions: z.array(z.string()),
  insurance_company: z.string().nullable(),
  name: z.string().nullable(),
  address: z.string().nullable(),
  ssn: z.string().nullable(),
  url: z.string().nullable(),
  public: z.boolean(),
  is_actual: z.boolean(),
  message: z.string().nullable(),
  actuality_message: z.string().nullable(),
  /** 'Exp. date from open-data does not match with exp. date on photo' when the two differ. */
  open_data_warning: z.string().nullable(),
  /** Whether the document's driver or car holds every required document valid and unexpired. */
  entity_documents_complete: z.boolean(),
  reviewed_at: z.string().nullable(),
  updated_at: z.string(),
});
export type DocumentView = z.infer<typeof DocumentView>;
