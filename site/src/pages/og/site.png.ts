import type { APIRoute } from 'astro';
import { ogLang, siteOgCard } from '../../features/og/og-image.ts';
import { OG_CACHE_CONTROL, renderOgPng } from '../../features/og/render-png.ts';

// The link-preview image of every page without one of its own, in the language its address asks for.
export const GET: APIRoute = async ({ url }) => {
  const png = await renderOgPng(siteOgCard(ogLang(url)));
  return new Response(png as BodyInit, { headers: { 'Content-Type': 'image/png', 'Cache-Control': OG_CACHE_CONTROL } });
};
