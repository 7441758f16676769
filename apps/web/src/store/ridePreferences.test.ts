import { describe, expect, it } from 'vitest';
import { clampFavoriteMax, withChip, withFavourite } from './ridePreferences';

describe('ride chips', () => {
  it('puts the newest chip first, moves a repeated one first and keeps at most 10', () => {
    let chips: string[] = [];
    for (let i = 1; i <= 11; i++) chips = withChip(chips, `id:${i}`);
    expect(chips).toHaveLength(10);
    expect(chips[0]).toBe('id:11');
    expect(chips).not.toContain('id:1');
    expect(withChip(chips, 'id:5')[0]).toBe('id:5');
    expect(withChip(chips, 'id:5')).toHaveLength(10);
    expect(withChip(['a'], '   ')).toEqual(['a']);
  });
});

describe('favourite rides', () => {
  it('clamps the maximum to 1–100 from digits only, default 20', () => {
    expect(clampFavoriteMax('0')).toBe(1);
    expect(clampFavoriteMax('250')).toBe(100);
    expect(clampFavoriteMax('3a5')).toBe(35);
    expect(clampFavoriteMax('abc')).toBe(20);
    expect(clampFavoriteMax(42)).toBe(42);
  });

  it('drops the oldest favourite past the maximum', () => {
    expect(withFavourite([1, 2, 3], 4, 3)).toEqual([2, 3, 4]);
    expect(withFavourite([1, 2, 3], 2, 3)).toEqual([1, 3, 2]);
    expect(withFavourite([], 9, 1)).toEqual([9]);
  });
});
