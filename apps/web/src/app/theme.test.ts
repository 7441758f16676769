import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { createAppTheme, RAIL_COLORS } from './theme';

describe('the theme and reduced motion', () => {
  it('turns MUI transitions off for a user who asked for less motion, and keeps them otherwise', () => {
    expect(createAppTheme({ reducedMotion: true }).transitions.create('transform')).toBe('none');
    expect(createAppTheme({ reducedMotion: false }).transitions.create('transform')).toMatch(
      /^transform \d+ms/,
    );
  });
});

describe('the dark rail’s colours', () => {
  // WCAG AA for normal text (4.5:1): the rail's muted lines are 11 and 12 px ('New York dispatch' in the
  // expanded rail, the sign-in page's 'For staff and fleet operators only.' at the gradient's deep end).
  it.each([
    ['the rail', RAIL_COLORS.background],
    ['the sign-in gradient’s end', RAIL_COLORS.gradientEnd],
  ])('reads muted and plain text at 4.5:1 or more on %s', (_where, background) => {
    expect(getContrastRatio(RAIL_COLORS.muted, background)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(RAIL_COLORS.text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
