/** A point as the routing calls and the map read it. */
export interface PolylinePoint {
  lat: number;
  lon: number;
}

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
 * decodes). Written here because it is a few lines and the maintained packages add nothing to it; the
 * server encodes and the web map decodes with the same code.
 */
export function encodePolyline(points: readonly PolylinePoint[]): string {
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

/**
 * Reads a precision-5 encoded polyline back into points. A truncated or malformed text yields the
 * points read before the damage, so a bad answer draws a shorter line instead of breaking the map.
 */
export function decodePolyline(encoded: string): PolylinePoint[] {
  const points: PolylinePoint[] = [];
  let index = 0;
  let lat = 0;
  let lon = 0;
  const readValue = (): number | null => {
    let result = 0;
    let shift = 0;
    while (index < encoded.length) {
      const byte = encoded.charCodeAt(index++) - 63;
      if (byte < 0 || byte > 63) return null;
      result |= (byte & 0x1f) << shift;
      shift += 5;
      if (byte < 0x20) return result & 1 ? ~(result >> 1) : result >> 1;
    }
    return null;
  };
  while (index < encoded.length) {
    const dLat = readValue();
    const dLon = readValue();
    if (dLat === null || dLon === null) break;
    lat += dLat;
    lon += dLon;
    points.push({ lat: lat / 1e5, lon: lon / 1e5 });
  }
  return points;
}
