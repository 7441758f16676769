import { describe, expect, it } from 'vitest';
import { decodePolyline, encodePolyline } from './polyline';

const GOOGLE_EXAMPLE = [
  { lat: 38.5, lon: -120.2 },
  { lat: 40.7, lon: -120.95 },
  { lat: 43.252, lon: -126.453 },
];

describe('encodePolyline', () => {
  it("encodes Google's documented example", () => {
    expect(encodePolyline(GOOGLE_EXAMPLE)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('rounds to five decimals and encodes nothing for no points', () => {
    expect(encodePolyline([{ lat: 40.712776, lon: -74.005974 }])).toBe(
      encodePolyline([{ lat: 40.71278, lon: -74.00597 }]),
    );
    expect(encodePolyline([])).toBe('');
  });
});

describe('decodePolyline', () => {
  it("decodes Google's documented example", () => {
    expect(decodePolyline('_p~iF~ps|U_ulLnnqC_mqNvxq`@')).toEqual(GOOGLE_EXAMPLE);
  });

  it('round-trips New York points to five decimals', () => {
    const trip = [
      { lat: 40.758, lon: -73.9855 },
      { lat: 40.6413, lon: -73.7781 },
      { lat: 40.57, lon: -73.99 },
    ];
    expect(decodePolyline(encodePolyline(trip))).toEqual(trip);
  });

  it('keeps the points read before a truncated tail and reads nothing from an empty text', () => {
    const full = encodePolyline(GOOGLE_EXAMPLE);
    expect(decodePolyline(full.slice(0, -2))).toEqual(GOOGLE_EXAMPLE.slice(0, 2));
    expect(decodePolyline('')).toEqual([]);
  });
});
