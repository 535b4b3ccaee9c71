import type { APIRoute } from 'astro';
import { courseOgCard, ogLang } from '../../../features/og/og-image.ts';
import { OG_CACHE_CONTROL, renderOgPng } from '../../../features/og/render-png.ts';

// The generated link-preview image of a public course, in the language its address asks for; 404 for
// anything else.
export const GET: APIRoute = async ({ params, locals, url }) => {
  const course = params.slug ? await locals.catalog.getCourse(params.slug) : null;
  if (!course) return new Response(null, { status: 404 });
  const png = await renderOgPng(courseOgCard(course, ogLang(url)));
  return new Response(png as BodyInit, { headers: { 'Content-Type': 'image/png', 'Cache-Control': OG_CACHE_CONTROL } });
};
