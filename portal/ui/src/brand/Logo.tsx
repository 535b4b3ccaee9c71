// The logo's content for the portal and the console: the mark and the wordmark, in the colour of the link
// around it. The mark is the favicon file, which is LOGO_MARK_SVG itself (a test keeps them equal): an
// image the browser already has, and no SVG markup in the apps' JavaScript (the login page's budget).
// It is decoration: the link's name is the wordmark (its own span, so a narrow bar can hide it from the eye
// and keep it as the name).
import { LOGO_MARK_URL, LOGO_WORDMARK } from './logo-mark.ts';

export function LogoContent({ size = 28 }: { size?: number }) {
  return (
    <span
      data-logo
      style={{ display: 'inline-flex', alignItems: 'center', gap: '0.4em', fontWeight: LOGO_WORDMARK.fontWeight, letterSpacing: LOGO_WORDMARK.letterSpacing }}
    >
      <img src={LOGO_MARK_URL} alt="" width={size} height={size} data-logo-mark />
      <span data-logo-wordmark>{LOGO_WORDMARK.text}</span>
    </span>
  );
}
