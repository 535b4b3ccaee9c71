import Link from '@mui/material/Link';
import { LOGO_MARK_URL, LOGO_WORDMARK } from '@valik/ui/logo-mark';
import { tokens } from '@valik/ui/tokens';

/**
 * The logo, the same as the site's and the console's (@valik/ui/logo-mark: the mark is the favicon file,
 * decoration beside the wordmark, which names the link); goes to the main page (the public site).
 */
export function Logo() {
  return (
    <Link
      href="/"
      underline="none"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em', fontSize: '1.5rem', fontWeight: LOGO_WORDMARK.fontWeight, letterSpacing: LOGO_WORDMARK.letterSpacing, color: tokens.color.ink }}
    >
      <img src={LOGO_MARK_URL} alt="" width={28} height={28} data-logo-mark />
      {LOGO_WORDMARK.text}
    </Link>
  );
}
