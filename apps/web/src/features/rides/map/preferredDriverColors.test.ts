import { PREFERRED_DRIVER_COLORS } from '@fleetdesk/contract';
import { describe, expect, it } from 'vitest';
import { preferredDriverColors } from './preferredDriverColors';

describe('preferredDriverColors', () => {
  it('gives the five colours in order and the fifth to every preferred driver after that', () => {
    const drivers = [1, 2, 3, 4, 5, 6, 7].map((id) => ({ id, preferred_driver: true }));
    const colors = preferredDriverColors(drivers);
    expect([1, 2, 3, 4, 5, 6, 7].map((id) => colors.get(id))).toEqual([
      ...PREFERRED_DRIVER_COLORS,
      PREFERRED_DRIVER_COLORS[4],
      PREFERRED_DRIVER_COLORS[4],
    ]);
  });

  it('colours only preferred drivers, counting them in list order', () => {
    const colors = preferredDriverColors([
      { id: 10, preferred_driver: false },
      { id: 11, preferred_driver: true },
      { id: 12, preferred_driver: false },
      { id: 13, preferred_driver: true },
    ]);
    expect(colors.has(10)).toBe(false);
    expect(colors.has(12)).toBe(false);
    expect(colors.get(11)).toBe(PREFERRED_DRIVER_COLORS[0]);
    expect(colors.get(13)).toBe(PREFERRED_DRIVER_COLORS[1]);
  });
});
