import type { APIRoute } from 'astro';
import { SITE_OG_CARD } from '../../features/og/og-image.ts';
import { OG_CACHE_CONTROL, renderOgPng } from '../../features/og/render-png.ts';

// The link-preview image of every page without one of its own.
export const GET: APIRoute = async () => {
  const png = await renderOgPng(SITE_OG_CARD);
  return new Response(png as BodyInit, { headers: { 'Content-Type': 'image/png', 'Cache-Control': OG_CACHE_CONTROL } });
};
