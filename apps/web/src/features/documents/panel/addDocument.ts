import {
  type DocumentEntityType,
  type DocumentType,
  type DocumentView,
  NEW_DOCUMENT_VALID_YEARS,
} from '@fleetdesk/contract';

/** The types an entity may still add: its own kind's types it holds no live document of (a deleted one may come back). */
export const addableDocumentTypes = (
  types: readonly DocumentType[],
  entityType: DocumentEntityType,
  held: readonly Pick<DocumentView, 'type'>[],
): DocumentType[] => {
  const heldTypes = new Set(held.map((document) => document.type));
  return types.filter((type) => type.entity_type === entityType && !heldTypes.has(type.key));
};

/** A new document expires one year from today (spec 2 §9). */
export const newDocumentExpiry = (today: Date): string => {
  const date = new Date(today);
  date.setFullYear(date.getFullYear() + NEW_DOCUMENT_VALID_YEARS);
  return date.toISOString().slice(0, 10);
};
