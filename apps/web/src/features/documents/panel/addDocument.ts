import type { DocumentEntityType, DocumentType, DocumentView } from '@fleetdesk/contract';

/** The types an entity may still add: its own kind's types it holds no live document of (a deleted one may come back). */
export const addableDocumentTypes = (
  types: readonly DocumentType[],
  entityType: DocumentEntityType,
  held: readonly Pick<DocumentView, 'type'>[],
): DocumentType[] => {
  const heldTypes = new Set(held.map((document) => document.type));
  return types.filter((type) => type.entity_type === entityType && !heldTypes.has(type.key));
};
