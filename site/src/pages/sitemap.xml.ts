import type { APIRoute } from 'astro';
import { sitemapPaths, sitemapXml } from '../features/catalog/sitemap.ts';

export const GET: APIRoute = async ({ locals }) => {
  const body = sitemapXml(locals.baseUrl, await sitemapPaths(locals.catalog));
  return new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } });
};
