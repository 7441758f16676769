/** How one dot looks: its colour (#rrggbb), faded (muted) or ringed (selected). */
export interface DotStyle {
  color: string;
  muted: boolean;
  selected: boolean;
}

/** Where something is on the map, in degrees. */
export interface LonLat {
  lon: number;
  lat: number;
}

/** How the buffer tells items apart (same keys in the same order: only changes are uploaded) and paints them. */
export interface DotSource<T extends LonLat> {
  keyOf: (item: T) => number | string;
  styleOf: (item: T) => DotStyle;
}

/** Indexes [from, to) of the dots whose data changed since the last upload; empty when from ≥ to. */
export interface DirtySpan {
  from: number;
  to: number;
}

const MUTED_FLAG = 1;
const SELECTED_FLAG = 2;
/** Bytes per dot in `styles`: red, green, blue, flags. */
export const STYLE_BYTES = 4;

const rgbCache = new Map<string, readonly [number, number, number]>();

/** #rrggbb (or #rgb) as bytes; anything else grey, so a bad colour still shows the dot. */
export function hexToRgb(color: string): readonly [number, number, number] {
  let rgb = rgbCache.get(color);
  if (!rgb) {
    const hex = color.length === 4 ? color.replace(/[0-9a-f]/gi, (c) => c + c) : color;
    const value = /^#[0-9a-f]{6}$/i.test(hex) ? Number.parseInt(hex.slice(1), 16) : 0x9e9e9e;
    rgb = [(value >> 16) & 255, (value >> 8) & 255, value & 255];
    rgbCache.set(color, rgb);
  }
  return rgb;
}

/** Web Mercator x and y of a longitude/latitude, the world being [0, 1] × [0, 1] (north-west at 0, 0). */
export function mercator(lon: number, lat: number): [number, number] {
  const sin = Math.sin((lat * Math.PI) / 180);
  return [(lon + 180) / 360, 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI];
}

function widen(span: DirtySpan, index: number): void {
  if (index < span.from) span.from = index;
  if (index + 1 > span.to) span.to = index + 1;
}

/**
 * The dots of a map layer as the GPU takes them: positions (Float32, relative to a fixed origin so
 * single precision stays sub-metre at street zoom) and styles (4 bytes each). A new batch of items in
 * the same order only marks the span of dots that moved or changed look, so the layer uploads that
 * span instead of everything, and no tiles, GeoJSON or strings are made.
 */
export class DotBuffer {
  /** Mercator of the first dot ever placed: positions are stored relative to it. */
  origin: readonly [number, number] | null = null;
  positions = new Float32Array(0);
  styles = new Uint8Array(0);
  count = 0;
  /** The selected dot's index (drawn again last, so on top), or -1. */
  selectedIndex = -1;
  /** The buffers' size changed: the layer uploads them whole. */
  resized = true;
  readonly positionSpan: DirtySpan = { from: 0, to: 0 };
  readonly styleSpan: DirtySpan = { from: 0, to: 0 };
  private keys: (number | string)[] = [];

  update<T extends LonLat>(items: readonly T[], source: DotSource<T>): void {
    const sameKeys =
      items.length === this.count && items.every((item, i) => source.keyOf(item) === this.keys[i]);
    if (!sameKeys) {
      this.keys = items.map(source.keyOf);
      if (items.length * 2 > this.positions.length) {
        this.positions = new Float32Array(items.length * 2);
        this.styles = new Uint8Array(items.length * STYLE_BYTES);
        this.resized = true;
      }
      this.count = items.length;
      // Every dot may sit at another index now: all of them are written and uploaded.
      Object.assign(this.positionSpan, { from: 0, to: this.count });
      Object.assign(this.styleSpan, { from: 0, to: this.count });
    }
    this.selectedIndex = -1;
    items.forEach((item, i) => {
      this.place(i, item, !sameKeys);
      this.paint(i, source.styleOf(item), !sameKeys);
    });
  }

  /** The layer has uploaded everything marked. */
  uploaded(): void {
    this.resized = false;
    Object.assign(this.positionSpan, { from: this.count, to: 0 });
    Object.assign(this.styleSpan, { from: this.count, to: 0 });
  }

  /** The index of the dot nearest to mercator (x, y) within `reach` (mercator units), or -1; ties go to the later dot, drawn on top. */
  nearest(x: number, y: number, reach: number): number {
    if (!this.origin) return -1;
    const rx = x - this.origin[0];
    const ry = y - this.origin[1];
    let found = -1;
    let best = reach * reach;
    for (let i = 0; i < this.count; i++) {
      const distance =
        ((this.positions[i * 2] ?? 0) - rx) ** 2 + ((this.positions[i * 2 + 1] ?? 0) - ry) ** 2;
      if (distance <= best) {
        found = i;
        best = distance;
      }
    }
    return found;
  }

  private place(index: number, { lon, lat }: LonLat, force: boolean): void {
    const [x, y] = mercator(lon, lat);
    this.origin ??= [x, y];
    const rx = Math.fround(x - this.origin[0]);
    const ry = Math.fround(y - this.origin[1]);
    const at = index * 2;
    if (!force && this.positions[at] === rx && this.positions[at + 1] === ry) return;
    this.positions[at] = rx;
    this.positions[at + 1] = ry;
    widen(this.positionSpan, index);
  }

  private paint(index: number, style: DotStyle, force: boolean): void {
    const [r, g, b] = hexToRgb(style.color);
    const flags = (style.muted ? MUTED_FLAG : 0) | (style.selected ? SELECTED_FLAG : 0);
    if (style.selected) this.selectedIndex = index;
    const at = index * STYLE_BYTES;
    const s = this.styles;
    if (!force && s[at] === r && s[at + 1] === g && s[at + 2] === b && s[at + 3] === flags) return;
    s[at] = r;
    s[at + 1] = g;
    s[at + 2] = b;
    s[at + 3] = flags;
    widen(this.styleSpan, index);
  }
}
