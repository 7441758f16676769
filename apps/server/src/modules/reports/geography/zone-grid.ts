import { isInPolygon } from '../../ride-actions/rules';

type Point = [number, number];
/** One zone's shape as the resolver reads it (see taxi-zones.ts). */
export interface GridShape {
  id: number;
  polygons: Point[][][];
  box: { minLon: number; minLat: number; maxLon: number; maxLat: number };
}

/** A border segment of a zone, as [lon, lat] ends. */
interface Segment {
  id: number;
  a: Point;
  b: Point;
}

interface Cell {
  /** Zones whose bounding box meets the cell: the only ones a point in it may lie in. */
  zones: GridShape[];
  /** Border segments within the snap distance of the cell. */
  near: Segment[];
  /** No border crosses the cell: every point of it is in this zone (null: in none). */
  whole?: number | null;
}

/** About 200 m in New York; coarser when the shapes span more than a city (at most 400 cells a side). */
const cellDegreesFor = (lonSpan: number, latSpan: number) =>
  Math.max(0.002, Math.max(lonSpan, latSpan) / 400);

/** Distance, in degrees with longitude shrunk to New York's latitude, from a point to a segment. */
function distanceToSegment(lon: number, lat: number, { a, b }: Segment): number {
  const k = Math.cos((lat * Math.PI) / 180);
  const [ax, ay, bx, by, px, py] = [a[0] * k, a[1], b[0] * k, b[1], lon * k, lat];
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/**
 * The zone shapes on a grid of ~200 m cells (decision 159): most cells lie inside one zone and answer at
 * once; a cell a border crosses tests only the zones whose box meets it, and a point in no polygon looks
 * for a border within `snapDegrees` among the cell's own segments. A report resolves two points per ride,
 * a million rides at a time.
 */
export function createZoneGrid(shapes: readonly GridShape[], snapDegrees: number) {
  const [minLon, minLat] = [
    Math.min(...shapes.map((s) => s.box.minLon)),
    Math.min(...shapes.map((s) => s.box.minLat)),
  ];
  const [maxLon, maxLat] = [
    Math.max(...shapes.map((s) => s.box.maxLon)),
    Math.max(...shapes.map((s) => s.box.maxLat)),
  ];
  const cellDegrees = cellDegreesFor(maxLon - minLon, maxLat - minLat);
  const pad = snapDegrees + cellDegrees;
  const [west, south] = [minLon - pad, minLat - pad];
  const cols = Math.ceil((maxLon + pad - west) / cellDegrees);
  const rows = Math.ceil((maxLat + pad - south) / cellDegrees);
  const cells: Cell[] = Array.from({ length: cols * rows }, () => ({ zones: [], near: [] }));
  const crossed = new Uint8Array(cols * rows);
  const col = (lon: number) => Math.floor((lon - west) / cellDegrees);
  const row = (lat: number) => Math.floor((lat - south) / cellDegrees);
  /** Calls `visit` with every cell index of a box (clamped to the grid). */
  const eachCell = (
    lon0: number,
    lat0: number,
    lon1: number,
    lat1: number,
    visit: (index: number) => void,
  ) => {
    for (let r = Math.max(0, row(lat0)); r <= Math.min(rows - 1, row(lat1)); r++)
      for (let c = Math.max(0, col(lon0)); c <= Math.min(cols - 1, col(lon1)); c++) visit(r * cols + c);
  };

  for (const shape of shapes) {
    const { box } = shape;
    eachCell(box.minLon, box.minLat, box.maxLon, box.maxLat, (i) => cells[i]?.zones.push(shape));
    for (const ring of shape.polygons.flat())
      for (let k = 1; k < ring.length; k++) {
        const segment = { id: shape.id, a: ring[k - 1] as Point, b: ring[k] as Point };
        const [lon0, lon1] = [Math.min(segment.a[0], segment.b[0]), Math.max(segment.a[0], segment.b[0])];
        const [lat0, lat1] = [Math.min(segment.a[1], segment.b[1]), Math.max(segment.a[1], segment.b[1])];
        eachCell(lon0, lat0, lon1, lat1, (i) => {
          crossed[i] = 1;
        });
        eachCell(lon0 - snapDegrees, lat0 - snapDegrees, lon1 + snapDegrees, lat1 + snapDegrees, (i) =>
          cells[i]?.near.push(segment),
        );
      }
  }

  const containing = (cell: Cell, lat: number, lon: number): number | null => {
    for (const { id, box, polygons } of cell.zones) {
      if (lon < box.minLon || lon > box.maxLon || lat < box.minLat || lat > box.maxLat) continue;
      if (polygons.some((rings) => isInPolygon(lon, lat, rings))) return id;
    }
    return null;
  };
  cells.forEach((cell, i) => {
    if (crossed[i]) return;
    const [r, c] = [Math.floor(i / cols), i % cols];
    cell.whole = containing(cell, south + (r + 0.5) * cellDegrees, west + (c + 0.5) * cellDegrees);
  });

  /** The zone holding the point, else the zone with a border within the snap distance; null: neither. */
  return (lat: number, lon: number): number | null => {
    const [r, c] = [row(lat), col(lon)];
    if (r < 0 || r >= rows || c < 0 || c >= cols) return null;
    const cell = cells[r * cols + c] as Cell;
    const held = cell.whole !== undefined ? cell.whole : containing(cell, lat, lon);
    if (held !== null) return held;
    let best: { id: number; distance: number } | null = null;
    for (const segment of cell.near) {
      const distance = distanceToSegment(lon, lat, segment);
      if (distance <= snapDegrees && (!best || distance < best.distance)) best = { id: segment.id, distance };
    }
    return best?.id ?? null;
  };
}
