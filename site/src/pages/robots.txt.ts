import type { APIRoute } from 'astro';
import { absoluteUrl, paths } from '../paths.ts';

// Signed-in areas are not for crawlers; the public site is.
export const GET: APIRoute = ({ locals }) => {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /user/',
    'Disallow: /manage/',
    'Disallow: /api/',
    'Disallow: /auth/',
    '',
    `Sitemap: ${absoluteUrl(locals.baseUrl, paths.sitemap())}`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
};
