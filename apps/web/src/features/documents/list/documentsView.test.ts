import { describe, expect, it } from 'vitest';
import { documentsQueryOf, INITIAL_DOCUMENTS_VIEW, sortDocumentsBy } from './documentsView';

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
