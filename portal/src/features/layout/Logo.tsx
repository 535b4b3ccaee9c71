import Link from '@mui/material/Link';
import { tokens } from '@valik/ui/tokens';

/** The wordmark; goes to the main page (the public site). */
export function Logo() {
  return (
    <Link
      href="/"
      underline="none"
      aria-label="Valik"
      sx={{ fontWeight: 800, fontSize: '1.5rem', letterSpacing: '-0.02em', color: tokens.color.ink }}
    >
      Valik
      <span aria-hidden style={{ color: tokens.color.brand }}>
        .
      </span>
    </Link>
  );
}
