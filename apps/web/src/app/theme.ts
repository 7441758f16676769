import { createTheme } from '@mui/material/styles';

export const RAIL_COLLAPSED_WIDTH = 62;
export const RAIL_EXPANDED_WIDTH = 240;
export const HEADER_HEIGHT = 56;
const TEXT_SECONDARY = '#56657a';
const PRIMARY_DARK = '#1d4ed8';

/** The dark menu rail's own palette; the rest of the app is light. */
export const RAIL_COLORS = {
  background: '#0f172a',
  /** Where the sign-in page's gradient from `background` ends. */
  gradientEnd: '#172554',
  border: '#1e293b',
  text: '#cbd5e1',
  // Slate 400: 7.0:1 on the rail and 5.7:1 at the sign-in gradient's end (AA for its 11–12 px lines);
  // slate 500 read at 3.7 and 3.1.
  muted: '#94a3b8',
  hover: 'rgba(148, 163, 184, 0.12)',
  selected: 'rgba(59, 130, 246, 0.22)',
  accent: '#60a5fa',
} as const;

/**
 * A user who asked the system for less motion (WCAG 2.3.3) gets MUI's transitions turned off: menus
 * open, dialogs show and accordions unfold where they end, instead of growing and sliding there (and a
 * click aimed at a menu item while the menu still grows cannot land on its neighbour). MapLibre already
 * honours the same setting for the map's flights.
 */
export function createAppTheme({ reducedMotion }: { reducedMotion: boolean }) {
  return createTheme({
    ...(reducedMotion ? { transitions: { create: () => 'none' } } : {}),
    palette: {
      primary: { main: '#2563eb', dark: PRIMARY_DARK, light: '#60a5fa' },
      secondary: { main: '#0f172a' },
      // Secondary text, the warning and the info colours reach WCAG AA (4.5:1) on the page's grey and on
      // white, for text and for white text on a filled chip: MUI's defaults (#ed6c02, #0288d1) and the
      // slate #64748b read at 2.9 to 4.4 in the status chips, the on-time cards and the field labels.
      // The light shades stay MUI's (a busy surge cell's background), not derived from the darker mains.
      warning: { main: '#b45309', light: '#ff9800' },
      info: { main: '#0369a1', light: '#03a9f4' },
      background: { default: '#f3f5f9', paper: '#ffffff' },
      text: { primary: '#0f172a', secondary: TEXT_SECONDARY },
      divider: '#e2e8f0',
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily:
        '"Inter", "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, sans-serif',
      fontSize: 13,
      h1: { fontSize: '1.25rem', fontWeight: 600, letterSpacing: '-0.01em' },
      h2: { fontSize: '1.125rem', fontWeight: 600 },
      h3: { fontSize: '1rem', fontWeight: 600 },
      button: { fontWeight: 600, letterSpacing: '0.03em' },
      overline: { fontWeight: 600, letterSpacing: '0.08em' },
    },
    components: {
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiTextField: { defaultProps: { size: 'small', fullWidth: true } },
      // MUI's toggles read at 4.2 to 4.3:1 on the page's grey (the surge groups): a 54% black when off,
      // the primary blue on its own 8% tint when on.
      MuiToggleButton: {
        styleOverrides: { root: { color: TEXT_SECONDARY, '&.Mui-selected': { color: PRIMARY_DARK } } },
      },
      MuiTooltip: { defaultProps: { arrow: true, disableInteractive: true } },
      MuiPaper: { defaultProps: { elevation: 0 } },
      MuiDialog: {
        defaultProps: { slotProps: { paper: { elevation: 8 } } },
        // A form wrapping a dialog's content and actions passes the paper's column on to them: the content
        // scrolls and the actions stay in view. Without it the whole form scrolled, and on a 768-pixel
        // window Create driver's buttons sat under the fold.
        styleOverrides: { paper: { '& > form': { display: 'flex', flexDirection: 'column', minHeight: 0 } } },
      },
    },
  });
}

const prefersReducedMotion = () =>
  globalThis.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;

export const theme = createAppTheme({ reducedMotion: prefersReducedMotion() });
