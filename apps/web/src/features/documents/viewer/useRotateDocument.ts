import { type DocumentView, documents, files } from '@fleetdesk/contract';
import { callEndpoint } from '../../../api/client';
import { DOCUMENT_FILES, useDocumentMutation } from '../shared/documentQueries';

/** Rotation step of spec 2 §9. */
const ROTATE_DEGREES = 90;

/**
 * Turns a document's image a quarter clockwise for good: POST /files/rotate-image stores a turned copy,
 * then the document points at it (POST /documents/{id}).
 */
export function useRotateDocument(onRotated: (document: DocumentView) => void) {
  return useDocumentMutation(async (document: DocumentView) => {
    const rotated = await callEndpoint(files.rotateImage, {
      body: {
        image_url: document.url ?? '',
        degree: ROTATE_DEGREES,
        ...DOCUMENT_FILES,
      },
    });
    const answer = await callEndpoint(documents.updateDocument, {
      params: { id: document.id },
      body: { url: rotated.url },
    });
    onRotated(answer.document);
    return answer;
  });
}
