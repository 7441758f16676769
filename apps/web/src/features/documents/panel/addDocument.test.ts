import type { DocumentType } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { addableDocumentTypes } from './addDocument';

const types: DocumentType[] = [
  { id: 1, key: 'driver_license', title: 'Driver License', entity_type: 'driver', required: true },
  { id: 2, key: 'tlc_license', title: 'TLC License', entity_type: 'driver', required: true },
  { id: 3, key: 'registration', title: 'Registration', entity_type: 'car', required: true },
];

describe('adding a document', () => {
  it("offers the entity's own types it does not hold", () => {
    const addable = addableDocumentTypes(types, 'driver', [{ type: 'driver_license' }]);
    expect(addable.map((type) => type.key)).toEqual(['tlc_license']);
    expect(addableDocumentTypes(types, 'car', []).map((type) => type.key)).toEqual(['registration']);
  });
});
