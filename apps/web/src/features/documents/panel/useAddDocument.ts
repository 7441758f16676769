import { type DocumentEntityType, documents, files } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { uploadToEndpoint } from '../../../api/upload';
import { DOCUMENT_FILES, useDocumentMutation } from '../shared/documentQueries';

/**
 * Adds a document from an image: the file goes to POST /files, then POST /documents makes a pending
 * document of that type around it. Its expiry is the server's: a year from today in New York (spec 2 §9),
 * which a date taken from this computer's clock would miss in the evening. Errors are toasts (413, wrong type).
 */
export function useAddDocument(entityType: DocumentEntityType, entityId: number) {
  return useDocumentMutation(async ({ type, file }: { type: string; file: File }) => {
    const stored = await uploadToEndpoint(files.uploadFiles, { query: DOCUMENT_FILES, files: { file } });
    const url = stored.data.paths[0]?.url ?? '';
    return callEndpoint(documents.createDocument, {
      body: {
        entity_type: entityType,
        entity_id: entityId,
        type,
        url,
      },
    });
  });
}
