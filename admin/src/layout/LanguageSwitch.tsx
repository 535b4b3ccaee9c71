// The console's language switch, as the portal's: ET · EN · RU in the app bar. A choice changes the
// console at once, is kept in the site-wide `valik_lang` cookie (the i18n provider) and saved on the
// admin's account, where it also picks the language of their e-mails.
import { useEffect } from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Box from '@mui/material/Box';
import { Link } from 'react-router';
import { LogoContent } from '@valik/ui/logo';
import { AppBar, LoadingIndicator, TitlePortal, UserMenu, useGetIdentity, useLocaleState, useTranslate, type AppBarProps } from 'react-admin';
import type { Lang } from '@valik/domain/contracts';
import { LANGS, toLang } from '@valik/domain';
import { saveAccountLanguage } from '../providers/data-provider.ts';

/**
 * Whether the saved choice was applied in this page load. Outside React: react-admin remounts the
 * whole tree when the locale changes, and a remounted component must not apply the (now stale) saved
 * choice again over the one just made.
 */
let savedChoiceApplied = false;

/** Each language named in itself, as a language picker should. */
const NAMES: Record<Lang, string> = { et: 'Eesti keel', en: 'English', ru: 'Русский' };

export function LanguageSwitch() {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  const value = toLang(locale) ?? 'et';
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      aria-label={translate('valik.app.language')}
      onChange={(_event, next: Lang | null) => {
        if (!next) return;
        savedChoiceApplied = true;
        setLocale(next);
        void saveAccountLanguage(next).catch(() => undefined);
      }}
      sx={{
        // (at the row's end: on a phone the title, which fills the bar elsewhere, is on the row below)
        ml: 'auto',
        mr: 1,
        flexShrink: 0,
        // narrower on a phone, where the logo and the bar's buttons share one row
        '& .MuiToggleButton-root': { color: 'inherit', borderColor: 'rgba(255,255,255,0.5)', px: { xs: 0.75, sm: 1.25 }, py: 0.25 },
        // the app bar is dark: the chosen language is a lighter pill, its text the bar's own
        '& .MuiToggleButton-root.Mui-selected, & .MuiToggleButton-root.Mui-selected:hover': { color: 'inherit', bgcolor: 'rgba(255,255,255,0.28)', fontWeight: 700 },
      }}
    >
      {LANGS.map((lang) => (
        <ToggleButton key={lang} value={lang} lang={lang} aria-label={`${lang.toUpperCase()} – ${NAMES[lang]}`}>
          {lang.toUpperCase()}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/**
 * The language rule is one rule everywhere: the admin's saved choice wins over the cookie and the
 * browser. Applied once, when the identity arrives (a later switch saves a new choice itself).
 */
export function SavedLanguage() {
  const { identity } = useGetIdentity();
  const [locale, setLocale] = useLocaleState();
  const saved = toLang(typeof identity?.language === 'string' ? identity.language : null);
  useEffect(() => {
    if (savedChoiceApplied || identity === undefined) return;
    savedChoiceApplied = true;
    if (saved && saved !== locale) setLocale(saved);
  }, [identity, saved, locale, setLocale]);
  return null;
}

/** Out of sight, still read out (MUI's visuallyHidden, which the console does not depend on). */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', width: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap' } as const;

/**
 * React-admin's app bar with the ET · EN · RU switch in place of its locale menu, a name on the
 * loading spinner (axe: aria-progressbar-name), an account menu button whose name starts with the
 * admin's name it shows (react-admin names it only "Profile": axe label-content-name-mismatch), and the
 * page's title as the page's `<h1>` (react-admin's is a `<span>`, so no console page had a heading 1).
 */
export function ConsoleAppBar(props: AppBarProps) {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  const menuLabel = identity?.fullName ? translate('valik.app.user_menu', { name: identity.fullName }) : 'ra.auth.user_menu';
  // The bar's right end (the language switch, the refresh button and the account menu) is kept unseen until the
  // admin's name has come: the account menu then widens to show it, and drawn before, the switch and the
  // refresh button jumped ~100 px to the left as the page opened. Unseen, they keep their room.
  const end = { display: 'contents', visibility: isPending ? 'hidden' : null } as const;
  return (
    <AppBar
      {...props}
      // On a phone the page's title takes a row of its own under the bar's buttons (a long Estonian word such as
      // "Saatmisjärjekord" broke mid-word in the ~100 px the switch left it). The bar is then as tall as its
      // title, so it is sticky rather than fixed: the page starts below it whatever its height.
      sx={(theme) => ({
        [theme.breakpoints.down('sm')]: {
          position: 'sticky',
          top: 0,
          '& .RaAppBar-toolbar': { flexWrap: 'wrap' },
        },
      })}
      userMenu={
        <Box sx={end}>
          <UserMenu label={menuLabel} />
        </Box>
      }
      toolbar={
        <Box sx={end}>
          <LanguageSwitch />
          <LoadingIndicator aria-label={translate('ra.page.loading')} />
        </Box>
      }
    >
      {/* the one logo of the site, the portal and the console (@valik/ui/logo); goes to the overview */}
      {/* on the narrowest phones only the mark shows, the wordmark staying its name, so the buttons have room */}
      <Box
        component={Link}
        to="/"
        sx={{
          color: 'inherit',
          textDecoration: 'none',
          fontSize: '1.25rem',
          mr: { xs: 1, sm: 2 },
          display: 'inline-flex',
          flexShrink: 0,
          '@media (max-width: 359.95px)': { '& [data-logo-wordmark]': VISUALLY_HIDDEN },
        }}
      >
        <LogoContent size={24} />
      </Box>
      {/* each page's title is its heading: the one <h1> of the page, in the app bar's type size; on a phone on
          its own row, the full width of the bar, a long title on two lines rather than cut */}
      <TitlePortal
        component="h1"
        variant="h6"
        sx={(theme) => ({
          m: 0,
          [theme.breakpoints.down('sm')]: {
            order: 1,
            flexBasis: '100%',
            fontSize: '1.0625rem',
            lineHeight: 1.3,
            whiteSpace: 'normal',
            overflowWrap: 'break-word',
            px: 1,
            pb: 1,
            // a page still loading keeps the title's row, empty, so the page does not move down when its title comes
            // (a layout shift of the whole page on every console page opened on a phone): one line is 22.1 px
            minHeight: 23,
          },
        })}
      />
    </AppBar>
  );
}
