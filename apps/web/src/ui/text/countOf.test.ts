import { describe, expect, it } from 'vitest';
import { countOf } from './countOf';

describe('countOf', () => {
  it('puts the noun in the singular for one only', () => {
    expect(countOf(1, 'ride')).toBe('1 ride');
    expect(countOf(0, 'ride')).toBe('0 rides');
    expect(countOf(3, 'ride')).toBe('3 rides');
  });
  it('takes the plural it is given', () => {
    expect(countOf(2, 'child', 'children')).toBe('2 children');
  });
});
