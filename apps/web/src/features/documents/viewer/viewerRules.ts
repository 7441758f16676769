/** Zoom steps of the full document view (spec 2 §9: +, - and 0). */
export const ZOOM_STEP = 0.25;
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;

export type ViewerKey = '+' | '-' | '0';

/** The zoom after a key: + and = zoom in, - out, 0 back to 100 %; other keys change nothing. */
export function zoomAfterKey(zoom: number, key: string): number {
  if (key === '+' || key === '=') return Math.min(ZOOM_MAX, zoom + ZOOM_STEP);
  if (key === '-') return Math.max(ZOOM_MIN, zoom - ZOOM_STEP);
  if (key === '0') return 1;
  return zoom;
}

/** Stored file names keep their type's extension; a pdf is shown inline, not as an image. */
export const isPdfUrl = (url: string): boolean => /\.pdf$/i.test(new URL(url, 'http://x').pathname);
