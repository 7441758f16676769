// Server lists that read one row long instead of counting: the total stays unknown until the last page.

/** Rows are counted only once the last page is reached; until then -1 (spec 2 §4). */
export const rowCountOf = (
  pageIndex: number,
  pageSize: number,
  rows: number,
  hasNextPage: boolean,
): number => (hasNextPage ? -1 : pageIndex * pageSize + rows);

/** 'x-y of more than y' while the total is unknown (spec 2 §4). */
export const pageLabel = ({ from, to, count }: { from: number; to: number; count: number }): string =>
  count === -1 ? `${from}-${to} of more than ${to}` : `${from}-${to} of ${count}`;
