import { describe, expect, it } from 'vitest';
import { encodePolyline } from './polyline';

describe('encodePolyline', () => {
  it("encodes Google's documented example", () => {
    const points = [
      { lat: 38.5, lon: -120.2 },
      { lat: 40.7, lon: -120.95 },
      { lat: 43.252, lon: -126.453 },
    ];
    expect(encodePolyline(points)).toBe('_p~iF~ps|U_ulLnnqC_mqNvxq`@');
  });

  it('rounds to five decimals and encodes nothing for no points', () => {
    expect(encodePolyline([{ lat: 40.712776, lon: -74.005974 }])).toBe(
      encodePolyline([{ lat: 40.71278, lon: -74.00597 }]),
    );
    expect(encodePolyline([])).toBe('');
  });
});
