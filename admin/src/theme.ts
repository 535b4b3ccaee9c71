// The console wears the one Valik theme (`@valik/ui/theme`) on top of react-admin's default theme,
// so react-admin keeps its own component defaults (sidebar width, dense inputs) and the colours,
// shape, typography and component overrides come from the shared theme.
import { theme as valikTheme } from '@valik/ui/theme';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

type Plain = Record<string, unknown>;

const isPlainObject = (value: unknown): value is Plain =>
  typeof value === 'object' && value !== null && Object.getPrototypeOf(value) === Object.prototype;

/** Recursive merge of plain objects; `override` wins, arrays and functions are replaced whole. */
export function mergeDeep<T extends Plain>(base: T, override: Plain): T {
  const result: Plain = { ...base };
  for (const [key, value] of Object.entries(override)) {
    const current = result[key];
    result[key] = isPlainObject(current) && isPlainObject(value) ? mergeDeep(current, value) : value;
  }
  return result as T;
}

const { palette, shape, typography, components } = valikTheme;

export const adminTheme: RaThemeOptions = mergeDeep(defaultTheme as Plain, {
  palette: {
    mode: palette.mode,
    primary: palette.primary,
    secondary: palette.secondary,
    error: palette.error,
    success: palette.success,
    warning: palette.warning,
    info: palette.info,
    text: palette.text,
    background: palette.background,
    divider: palette.divider,
  },
  shape,
  typography: {
    fontFamily: typography.fontFamily,
    h1: typography.h1,
    h2: typography.h2,
    h3: typography.h3,
    button: typography.button,
  },
  components: {
    ...components,
    // react-admin draws its skip link's text in primary.contrastText (white) on the cream background: unreadable
    RaSkipNavigationButton: { styleOverrides: { root: { color: palette.text.primary } } },
    // a long menu entry wraps instead of being cut short ("Õpetajaks kandideerimised" in the 240 px sidebar)
    RaMenuItemLink: { styleOverrides: { root: { '& .MuiTypography-noWrap': { whiteSpace: 'normal' } } } },
    // 12 px beside each cell instead of 16: the cohort list and teacher applications (eight columns) fit the
    // 1024 px beside the menu at 1280 px in all three languages, without a column behind the card's edge
    MuiTableCell: {
      styleOverrides: {
        root: { '&:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: 12, paddingRight: 12 }, '&:first-of-type:not(.MuiTableCell-paddingCheckbox)': { paddingLeft: 16 } },
      },
    },
  },
}) as RaThemeOptions;
