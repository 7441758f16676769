import type { LatLon } from './router';

/** One signed value of Google's encoded polyline algorithm (already scaled and delta-coded). */
function encodeValue(value: number): string {
  let rest = value < 0 ? ~(value << 1) : value << 1;
  let out = '';
  while (rest >= 0x20) {
    out += String.fromCharCode((0x20 | (rest & 0x1f)) + 63);
    rest >>= 5;
  }
  return out + String.fromCharCode(rest + 63);
}

/**
 * Google encoded polyline, precision 5 (what OSRM's `geometries=polyline` returns and what the web map
 * decodes). Written here because it is twenty lines and the maintained packages add nothing to it.
 */
export function encodePolyline(points: readonly LatLon[]): string {
  let lastLat = 0;
  let lastLon = 0;
  let out = '';
  for (const { lat, lon } of points) {
    const scaledLat = Math.round(lat * 1e5);
    const scaledLon = Math.round(lon * 1e5);
    out += encodeValue(scaledLat - lastLat) + encodeValue(scaledLon - lastLon);
    lastLat = scaledLat;
    lastLon = scaledLon;
  }
  return out;
}
