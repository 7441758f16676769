import { z } from 'zod';
import {
  DOCUMENT_ENTITY_TYPES,
  DOCUMENT_MESSAGES,
  DOCUMENT_REVIEW_STATUSES,
  type DocumentReviewStatus,
  isImageLink,
  LICENSE_CLASSES,
  LICENSE_ENDORSEMENTS,
  LICENSE_RESTRICTIONS,
} from '../documents';
import { defineEndpoint } from '../endpoint';
import {
  DOCUMENT_SORT_FIELDS,
  DOCUMENTS_DEFAULT_RANGE_DAYS,
  DOCUMENTS_DEFAULT_STATUSES,
  DOCUMENTS_PAGE_MAX,
  DOCUMENTS_PAGE_MIN,
  DOCUMENTS_PAGE_SIZE,
  DocumentView,
} from '../entities/document';
import { idField, listSearch, queryFlag, textMax } from '../validation/common';
import { commaParts } from './rides';

export const documentParams = z.object({ id: idField });

const statusList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = commaParts(v);
    if (parts.length === 0) return [...DOCUMENTS_DEFAULT_STATUSES] as DocumentReviewStatus[];
    const known = new Set<string>(DOCUMENT_REVIEW_STATUSES);
    if (parts.some((s) => !known.has(s))) {
      ctx.addIssue({ code: 'custom', message: `Statuses are ${DOCUMENT_REVIEW_STATUSES.join(', ')}` });
      return z.NEVER;
    }
    return parts as DocumentReviewStatus[];
  });

const typeList = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((v, ctx) => {
    const parts = commaParts(v);
    if (parts.some((s) => !/^[a-z0-9_]{1,40}$/.test(s))) {
      ctx.addIssue({ code: 'custom', message: 'Must be a comma list of document type keys' });
      return z.NEVER;
    }
    return parts;
  });

export const documentSearchQuery = z.object({
  /** Matches the title, the number, the entity id and the applicant's names or plate. */
  search: listSearch(100),
  /** 'With URL Image': only documents that have an image. */
  with_url_image: queryFlag.optional(),
  statuses: statusList,
  types: typeList,
  entity_type: z.enum(DOCUMENT_ENTITY_TYPES).optional(),
  entity_id: idField.optional(),
  /** Documents expiring within this many days from today (expired and undated included); 0: any date. */
  range: z.coerce.number().int().min(0).max(3650).default(DOCUMENTS_DEFAULT_RANGE_DAYS),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(DOCUMENTS_PAGE_MIN)
    .max(DOCUMENTS_PAGE_MAX)
    .default(DOCUMENTS_PAGE_SIZE),
  sort_by: z.enum(DOCUMENT_SORT_FIELDS).default('updated_at'),
  sort_by_type: z.enum(['asc', 'desc']).default('desc'),
});

/** A calendar day that exists (Date.parse would take 30 February and the database then refuse it). */
const dayField = z.iso.date({ error: 'Must be a date (YYYY-MM-DD)' }).nullable().optional();

/** The editable fields of a document; each type keeps only its own (spec 2 §3), the rest are ignored. */
const documentFieldsBody = z.object({
  expires_at: dayField,
  issue_date: dayField,
  effective_date: dayField,
  number: textMax(40).trim().nullable().optional(),
  state: textMax(8).trim().nullable().optional(),
  license_class: z.enum(LICENSE_CLASSES).nullable().optional(),
  endorsements: z.array(z.enum(LICENSE_ENDORSEMENTS)).max(LICENSE_ENDORSEMENTS.length).optional(),
  restrictions: z.array(z.enum(LICENSE_RESTRICTIONS)).max(LICENSE_RESTRICTIONS.length).optional(),
  insurance_company: textMax(100).trim().nullable().optional(),
  name: textMax(100).trim().nullable().optional(),
  address: textMax(255).trim().nullable().optional(),
  ssn: textMax(11)
    .transform((v) => v.replace(/-/g, ''))
    .nullable()
    .optional(),
});

/** A file URL as POST /files answers it. */
const fileUrl = textMax(2048).trim().min(1).refine(isImageLink, DOCUMENT_MESSAGES.badImageUrl);

export const documentUpdateBody = documentFieldsBody.extend({
  status: z.enum(DOCUMENT_REVIEW_STATUSES).optional(),
  url: fileUrl.optional(),
  /** The `updated_at` of the copy the reviewer saw: a document changed since is refused (409). */
  updated_at: z.iso.datetime({ offset: true }).optional(),
});

export const documentCreateBody = documentFieldsBody.extend({
  entity_type: z.enum(DOCUMENT_ENTITY_TYPES),
  entity_id: idField,
  /** A document type key (see the account's document_types). */
  type: z.string().min(1).max(40),
  url: fileUrl,
});

const documentAnswer = z.object({ document: DocumentView, message: z.string() });

export const listDocuments = defineEndpoint({
  method: 'GET',
  path: '/documents',
  summary: 'Search documents of drivers and cars: statuses and types as comma lists, image, range, paging',
  tag: 'documents',
  auth: 'user',
  permission: null,
  fleet: true,
  query: documentSearchQuery,
  response: z.object({
    documents: z.array(DocumentView),
    total: z.number().int(),
    page: z.number().int(),
    per_page: z.number().int(),
  }),
});

export const createDocument = defineEndpoint({
  method: 'POST',
  path: '/documents',
  summary: 'Add a document (pending) to a driver or a car, with the image URL from POST /files',
  tag: 'documents',
  auth: 'user',
  permission: 'drivers.edit-documents',
  fleet: true,
  body: documentCreateBody,
  response: documentAnswer,
});

export const updateDocument = defineEndpoint({
  method: 'POST',
  path: '/documents/{id}',
  summary: "Review a document: its status and its type's fields",
  tag: 'documents',
  auth: 'user',
  permission: 'drivers.edit-documents',
  fleet: true,
  params: documentParams,
  body: documentUpdateBody,
  response: documentAnswer,
});

export const deleteDocument = defineEndpoint({
  method: 'POST',
  path: '/documents/{id}/delete',
  summary: 'Delete a document for good; the same type can then be added again',
  tag: 'documents',
  auth: 'user',
  permission: 'drivers.edit-documents',
  fleet: true,
  params: documentParams,
  response: z.object({ message: z.string() }),
});
