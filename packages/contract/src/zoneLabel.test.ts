import { describe, expect, it } from 'vitest';
import { zoneLabel } from './zoneLabel';

describe('zoneLabel', () => {
  it('shows Far Rockaway as FR', () => {
    expect(zoneLabel('Far Rockaway')).toBe('FR');
  });

  it('shows other zones by their name, and nothing for a ride outside every zone', () => {
    expect(zoneLabel('Jamaica')).toBe('Jamaica');
    expect(zoneLabel('Far Rockaway Beach')).toBe('Far Rockaway Beach');
    expect(zoneLabel(null)).toBe('');
  });
});
