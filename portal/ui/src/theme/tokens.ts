// Design tokens shared by the portal, the admin console (through the MUI theme) and the Astro site
// (as CSS custom properties). Colours are chosen for WCAG AA contrast where they carry text.
export const tokens = {
  color: {
    /** brand orange: loading bar, accents, illustrations (not for small text on white) */
    brand: '#EA580C',
    /** primary actions and links: AA contrast with white text and on white */
    primary: '#C2410C',
    primaryDark: '#9A3412',
    primaryLight: '#FFEDD5',
    ink: '#1C1917',
    muted: '#57534E',
    surface: '#FFFFFF',
    background: '#FFFBF7',
    border: '#E7E5E4',
    error: '#DC2626',
    success: '#15803D',
    warning: '#B45309',
    info: '#1D4ED8',
  },
  font: {
    family: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    sizeBase: '16px',
  },
  radius: { sm: '6px', md: '12px', lg: '20px' },
  space: { xs: '4px', sm: '8px', md: '16px', lg: '24px', xl: '40px' },
  loadingBar: { height: '4px' },
} as const;

export type Tokens = typeof tokens;
