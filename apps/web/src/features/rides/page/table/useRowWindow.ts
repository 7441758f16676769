import { useCallback, useLayoutEffect, useRef, useState } from 'react';

/** A small table row with the favourite star's icon button, until the first row is measured. */
const ESTIMATED_ROW_HEIGHT = 37;
/** Rows rendered beyond each edge of the view, so a short scroll shows rows at once. */
const OVERSCAN_ROWS = 12;

/** The slice of rows to render, and the empty space standing for the rows above and below it. */
export interface RowWindow {
  start: number;
  end: number;
  padTop: number;
  padBottom: number;
}

/**
 * Which rows of `rowCount` equal-height rows a view of `viewHeight` scrolled to `scrollTop` shows, plus
 * the overscan. The sticky header covers the view's top as much as it pushes the rows down, so row i is
 * in view from scrollTop / rowHeight.
 */
export function rowWindowOf(
  rowCount: number,
  view: { scrollTop: number; viewHeight: number; rowHeight: number },
  overscan = OVERSCAN_ROWS,
): RowWindow {
  const { viewHeight, rowHeight } = view;
  // A view scrolled past the end (a shorter page after a long one) shows the last rows until the
  // browser clamps its scroll.
  const scrollTop = Math.min(view.scrollTop, Math.max(0, rowCount * rowHeight - viewHeight));
  const start = Math.min(rowCount, Math.max(0, Math.floor(scrollTop / rowHeight) - overscan));
  const end = Math.max(start, Math.min(rowCount, Math.ceil((scrollTop + viewHeight) / rowHeight) + overscan));
  return { start, end, padTop: start * rowHeight, padBottom: (rowCount - end) * rowHeight };
}

/**
 * The scroll position that shows row `index` centred below the sticky header, or null when it is in
 * view already. Row i starts at i × rowHeight below the header (the spacer above the table stands for
 * the rows not rendered).
 */
export function scrollToShow(
  index: number,
  view: { scrollTop: number; viewHeight: number; rowHeight: number; headerHeight: number },
): number | null {
  const { scrollTop, viewHeight, rowHeight, headerHeight } = view;
  const top = index * rowHeight;
  const inView = top >= scrollTop && top + rowHeight + headerHeight <= scrollTop + viewHeight;
  if (inView) return null;
  return Math.max(0, Math.round(top - (viewHeight - headerHeight - rowHeight) / 2));
}

/**
 * Row virtualisation for the rides table: only the rows in view (and the overscan) are rendered, so a
 * 500-row page costs what ~40 rows do. The container ref goes on the scrolling element around the table.
 */
export function useRowWindow(rowCount: number) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [rowHeight, setRowHeight] = useState(ESTIMATED_ROW_HEIGHT);
  const rowHeightRef = useRef(rowHeight);
  rowHeightRef.current = rowHeight;
  const [view, setView] = useState({ scrollTop: 0, viewHeight: window.innerHeight });

  useLayoutEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const read = () =>
      setView((previous) => {
        const next = { scrollTop: container.scrollTop, viewHeight: container.clientHeight };
        // Scrolling within one row changes nothing rendered: no re-render for it.
        const sameRow =
          Math.floor(previous.scrollTop / rowHeightRef.current) ===
          Math.floor(next.scrollTop / rowHeightRef.current);
        return sameRow && previous.viewHeight === next.viewHeight ? previous : next;
      });
    read();
    container.addEventListener('scroll', read, { passive: true });
    const resize = new ResizeObserver(read);
    resize.observe(container);
    return () => {
      container.removeEventListener('scroll', read);
      resize.disconnect();
    };
  }, []);

  // The real row height, read once from the first row shown (rows do not wrap, so all are equal).
  const measured = useRef(false);
  const hasRows = rowCount > 0;
  useLayoutEffect(() => {
    if (!hasRows || measured.current) return;
    const height = containerRef.current?.querySelector('tbody tr')?.getBoundingClientRect().height;
    if (!height) return;
    measured.current = true;
    setRowHeight(height);
  }, [hasRows]);

  /** Scrolls row `index` into view, if it is not: a row outside the window is not even rendered. */
  const revealRow = useCallback((index: number) => {
    const container = containerRef.current;
    if (!container || index < 0) return;
    const rowHeight = rowHeightRef.current;
    const headerHeight = container.querySelector('thead')?.getBoundingClientRect().height ?? rowHeight;
    const target = scrollToShow(index, {
      scrollTop: container.scrollTop,
      viewHeight: container.clientHeight,
      rowHeight,
      headerHeight,
    });
    if (target !== null) container.scrollTop = target;
  }, []);

  return { containerRef, revealRow, ...rowWindowOf(rowCount, { ...view, rowHeight }) };
}
