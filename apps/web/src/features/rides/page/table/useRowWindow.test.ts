import { describe, expect, it } from 'vitest';
import { rowWindowOf, scrollToShow } from './useRowWindow';

const VIEW = { viewHeight: 400, rowHeight: 40 };

describe('rowWindowOf', () => {
  it('renders the rows in view plus the overscan below at the top of the list', () => {
    expect(rowWindowOf(500, { ...VIEW, scrollTop: 0 }, 5)).toEqual({
      start: 0,
      end: 15,
      padTop: 0,
      padBottom: 485 * 40,
    });
  });

  it('keeps the rendered rows where the scrolled view is, with space standing for the others', () => {
    const window = rowWindowOf(500, { ...VIEW, scrollTop: 4_000 }, 5);
    expect(window).toEqual({ start: 95, end: 115, padTop: 95 * 40, padBottom: 385 * 40 });
    // Rows 100 to 109 are the ones in view: all rendered.
    expect(window.start).toBeLessThanOrEqual(100);
    expect(window.end).toBeGreaterThanOrEqual(110);
  });

  it('renders every row of a short list, and nothing of an empty one', () => {
    expect(rowWindowOf(3, { ...VIEW, scrollTop: 0 }, 5)).toEqual({
      start: 0,
      end: 3,
      padTop: 0,
      padBottom: 0,
    });
    expect(rowWindowOf(0, { ...VIEW, scrollTop: 0 }, 5)).toEqual({
      start: 0,
      end: 0,
      padTop: 0,
      padBottom: 0,
    });
  });

  it('stays inside the list when scrolled past its end (a shorter page after a long one)', () => {
    expect(rowWindowOf(30, { ...VIEW, scrollTop: 8_000 }, 5)).toEqual({
      start: 15,
      end: 30,
      padTop: 15 * 40,
      padBottom: 0,
    });
  });
});

describe('scrollToShow', () => {
  const view = { scrollTop: 0, viewHeight: 400, rowHeight: 40, headerHeight: 40 };

  it('leaves a row in view where it is', () => {
    expect(scrollToShow(0, view)).toBeNull();
    expect(scrollToShow(8, view)).toBeNull();
  });

  it('centres a row below or above the view', () => {
    // Rows 0-8 fit under the header; row 40 starts at 1600 px, centred in the 360 px below the header.
    expect(scrollToShow(40, view)).toBe(1600 - 160);
    expect(scrollToShow(2, { ...view, scrollTop: 2000 })).toBe(0);
    expect(scrollToShow(9, view)).toBe(360 - 160);
  });
});
