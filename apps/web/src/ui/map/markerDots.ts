import type { LonLat } from './dotBuffer';

/**
 * Past this many markers in view, HTML markers (one DOM element each, moved on every frame) make the
 * map stutter: the markers are then drawn only as dots on the GPU, and come back as HTML once a zoom
 * brings fewer into view.
 */
export const HTML_MARKER_LIMIT = 300;

/** A view's bounds in degrees. */
export interface ViewBounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

/** The items to draw as HTML markers: all while they are few, else those in view, none when too many are. */
export function itemsInView<T extends LonLat>(
  items: readonly T[],
  bounds: ViewBounds | null,
  limit = HTML_MARKER_LIMIT,
): T[] {
  if (items.length <= limit) return [...items];
  if (!bounds) return [];
  const inView: T[] = [];
  for (const item of items) {
    if (
      item.lon < bounds.west ||
      item.lon > bounds.east ||
      item.lat < bounds.south ||
      item.lat > bounds.north
    )
      continue;
    inView.push(item);
    if (inView.length > limit) return [];
  }
  return inView;
}

/** The same items in the same order: the view moved without bringing any in or out. */
export function isSameItems<T>(a: readonly T[], b: readonly T[]): boolean {
  return a.length === b.length && a.every((item, i) => item === b[i]);
}
