import { describe, expect, it } from 'vitest';
import { createAppTheme } from './theme';

describe('the theme and reduced motion', () => {
  it('turns MUI transitions off for a user who asked for less motion, and keeps them otherwise', () => {
    expect(createAppTheme({ reducedMotion: true }).transitions.create('transform')).toBe('none');
    expect(createAppTheme({ reducedMotion: false }).transitions.create('transform')).toMatch(
      /^transform \d+ms/,
    );
  });
});
