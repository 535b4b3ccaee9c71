import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { NavLink } from 'react-router';

/**
 * An anchor for MUI's `component` prop: router navigation inside the portal, a plain link outside it
 * (site pages and the admin console are other apps).
 */
export const PortalLink = forwardRef<HTMLAnchorElement, AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }>(
  function PortalLink({ href, ...rest }, ref) {
    if (!isPortalPath(href)) return <a ref={ref} href={href} {...rest} />;
    return <NavLink ref={ref} to={href} {...rest} />;
  },
);

export function isPortalPath(path: string): boolean {
  return /^\/(user|auth)(\/|$|\?)/.test(path);
}
