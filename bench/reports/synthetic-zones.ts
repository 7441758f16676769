import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A SYNTHETIC shapes file for timing only — NOT the TLC's taxi zones (the product ships none, decision
 * 126): 263 polygons of 400 vertices each tiling New York's bounding box, about the size and vertex count
 * of the real file (4 MB, 263 zones), so the zone lookup costs in the benchmark what it would in use.
 */
export function writeSyntheticZones(): string {
  const [west, south, east, north] = [-74.26, 40.49, -73.69, 40.92];
  const columns = 17;
  const rows = Math.ceil(263 / columns);
  const features = [];
  for (let i = 0; i < 263; i++) {
    const cx = west + ((i % columns) + 0.5) * ((east - west) / columns);
    const cy = south + (Math.floor(i / columns) + 0.5) * ((north - south) / rows);
    const [rx, ry] = [(east - west) / columns / 2, (north - south) / rows / 2];
    const ring: [number, number][] = [];
    for (let k = 0; k < 400; k++) {
      // A wobbly square-ish outline: many vertices, as real zone borders have.
      const a = (k / 400) * 2 * Math.PI;
      const wobble = 0.97 + 0.03 * Math.sin(k * 7);
      const c = Math.cos(a);
      const s = Math.sin(a);
      const scale = wobble / Math.max(Math.abs(c), Math.abs(s));
      ring.push([cx + rx * c * scale, cy + ry * s * scale]);
    }
    ring.push(ring[0] as [number, number]);
    features.push({
      type: 'Feature',
      properties: { LocationID: i + 1 },
      geometry: { type: 'Polygon', coordinates: [ring] },
    });
  }
  const file = join(tmpdir(), `bench-synthetic-zones-${process.pid}.geojson`);
  writeFileSync(file, JSON.stringify({ type: 'FeatureCollection', features }));
  return file;
}
