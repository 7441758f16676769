import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';

/** The browser's history as a test's user works it: open another page (`to`), and Back. */
export function HistoryButtons({ to }: { to: string }) {
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => navigate(to)}>
        Open
      </button>
      <button type="button" onClick={() => navigate(-1)}>
        Back
      </button>
    </>
  );
}

/**
 * A list page at `path` and a stand-in for the detail page it links to (`detailPath`, reading
 * `detailText`), with the history buttons opening `detailTo`: what a Back test renders.
 */
export function ListAndDetail({
  path,
  list,
  detailPath,
  detailTo,
  detailText,
}: {
  path: string;
  list: ReactNode;
  detailPath: string;
  detailTo: string;
  detailText: string;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <HistoryButtons to={detailTo} />
      <Routes>
        <Route path={path} element={list} />
        <Route path={detailPath} element={<p>{detailText}</p>} />
      </Routes>
    </MemoryRouter>
  );
}
