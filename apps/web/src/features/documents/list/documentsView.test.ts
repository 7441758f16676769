import { describe, expect, it } from 'vitest';
import { documentsQueryOf, INITIAL_DOCUMENTS_VIEW, shownCopy, sortDocumentsBy } from './documentsView';

describe('the documents page query', () => {
  it('starts with valid documents expiring within 120 days, 75 a page', () => {
    expect(documentsQueryOf(INITIAL_DOCUMENTS_VIEW)).toEqual({
      statuses: ['valid'],
      range: 120,
      page: 1,
      per_page: 75,
      sort_by: 'updated_at',
      sort_by_type: 'desc',
    });
  });

  it("sends 'With URL Image', the types and the search when set", () => {
    const query = documentsQueryOf({
      ...INITIAL_DOCUMENTS_VIEW,
      withImage: true,
      types: ['ssn'],
      search: ' x ',
    });
    expect(query).toMatchObject({ with_url_image: true, types: ['ssn'], search: 'x' });
  });

  it('asks for every status when none is chosen, as the select then reads All', () => {
    const query = documentsQueryOf({ ...INITIAL_DOCUMENTS_VIEW, statuses: [] });
    expect(query.statuses).toEqual(['pending', 'valid', 'invalid']);
  });

  it('sorts a new column ascending and goes back to page 1', () => {
    expect(sortDocumentsBy({ ...INITIAL_DOCUMENTS_VIEW, page: 4 }, 'expires_at')).toMatchObject({
      sortBy: 'expires_at',
      sortType: 'asc',
      page: 1,
    });
  });
});

describe("the detail panel's copy", () => {
  const copy = (updated_at: string) => ({ id: 7, updated_at });
  it("shows the newer of the list's copy and the last answer's, so a save is based on what is current", () => {
    const rotated = copy('2026-03-10T16:00:01.000Z');
    expect(shownCopy([copy('2026-03-10T16:00:00.000Z')], rotated)).toBe(rotated);
    const refetched = copy('2026-03-10T16:00:02.000Z');
    expect(shownCopy([refetched], rotated)).toBe(refetched);
    // A document the filters no longer match keeps its last copy.
    expect(shownCopy([], rotated)).toBe(rotated);
    expect(shownCopy([refetched], null)).toBeNull();
  });
});
