import { forwardRef, type AnchorHTMLAttributes, type FocusEvent, type MouseEvent } from 'react';
import { NavLink } from 'react-router';
import { prefetchLinkTarget as prefetchPath } from './link-prefetch.ts';

/**
 * An anchor for MUI's `component` prop: router navigation inside the portal, a plain link outside it
 * (site pages and the admin console are other apps). A portal link loads its page's code when the
 * pointer rests on it or it gets focus, so the click finds it loaded.
 */
export const PortalLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function PortalLink({ href, onMouseEnter, onFocus, ...rest }, ref) {
    if (!isPortalPath(href)) return <a ref={ref} href={href} onMouseEnter={onMouseEnter} onFocus={onFocus} {...rest} />;
    return (
      <NavLink
        ref={ref}
        to={href}
        onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
          prefetchPath(href);
          onMouseEnter?.(event);
        }}
        onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
          prefetchPath(href);
          onFocus?.(event);
        }}
        {...rest}
      />
    );
  },
);

export function isPortalPath(path: string): boolean {
  return /^\/(user|auth)(\/|$|\?)/.test(path);
}
