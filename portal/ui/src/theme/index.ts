// The one MUI theme of Valik, shared by the portal and the admin console (`@valik/ui/theme`).
// Colours come from the design tokens; `primary` is the darker orange so white-on-primary buttons and
// primary links on white both pass WCAG AA. The bright brand orange is kept for accents only.
import { createTheme, type Theme } from '@mui/material/styles';
import { LONG_TAP_MS, TOOLTIP_DELAY_MS } from '@valik/domain';
import { tokens } from './tokens.ts';

export { tokens };

const radius = Number.parseInt(tokens.radius.md, 10);

/** A visible keyboard focus ring on every focusable MUI element (WCAG 2.4.7). */
const focusRing = {
  outlineStyle: 'solid',
  outlineWidth: '3px',
  outlineOffset: '2px',
  outlineColor: tokens.color.primaryDark,
} as const;

export function createValikTheme(): Theme {
  return createTheme({
    // MUI's own: for a reader who asked for less motion (prefers-reduced-motion, followed as it changes) its
    // transitions (a dialog fading in, a drawer sliding, a menu growing) and a press's ripple take no time
    motion: { reducedMotion: 'system' },
    palette: {
      mode: 'light',
      primary: {
        main: tokens.color.primary,
        dark: tokens.color.primaryDark,
        light: tokens.color.primaryLight,
        contrastText: '#FFFFFF',
      },
      secondary: { main: tokens.color.ink, contrastText: '#FFFFFF' },
      error: { main: tokens.color.error },
      success: { main: tokens.color.success },
      warning: { main: tokens.color.warning },
      info: { main: tokens.color.info },
      text: { primary: tokens.color.ink, secondary: tokens.color.muted },
      background: { default: tokens.color.background, paper: tokens.color.surface },
      divider: tokens.color.border,
    },
    shape: { borderRadius: radius },
    typography: {
      fontFamily: tokens.font.family,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.25rem', fontWeight: 600 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // the ring on buttons, links, toggles, menu items, radios and checkboxes reached by keyboard
      MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
      // and on the text field being typed in
      MuiInputBase: { styleOverrides: { root: { '&.Mui-focused': focusRing } } },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { borderRadius: radius } },
      },
      MuiLink: { defaultProps: { underline: 'always' } },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
        styleOverrides: { root: { borderBottom: `1px solid ${tokens.color.border}` } },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      // spec §9: a tooltip opens 200 ms after the pointer rests on its control (MUI's own default is 100), and
      // on a touch screen on a long tap, a finger held 400 ms (MUI waits its touch delay, then the pointer's)
      MuiTooltip: { defaultProps: { enterDelay: TOOLTIP_DELAY_MS, enterTouchDelay: LONG_TAP_MS - TOOLTIP_DELAY_MS } },
    },
  });
}

/** The default instance, for apps that need no variation. */
export const theme: Theme = createValikTheme();
