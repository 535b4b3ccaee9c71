// My diploma as a PDF (own registrations only) and the public verification of a code.
import { Hono } from 'hono';
import type { AppEnv } from '../../lib/context.ts';
import { allow } from '../../middleware/allow.ts';
import { rateLimit } from '../../middleware/rate-limit.ts';
import { DIPLOMA_NOT_FOUND, downloadDiploma, verifyDiploma } from '../../diplomas/issue-diploma.ts';
import { idParam } from '../registrations/registrations.routes.ts';

export const diplomaRoutes = new Hono<AppEnv>()
  .get('/me/registrations/:id/diploma', allow('auth'), async (c) => {
    const deps = c.get('deps');
    const { pdf, code } = await downloadDiploma(deps, {
      participantId: idParam(c, 'id', DIPLOMA_NOT_FOUND),
      userId: c.get('user')?.id ?? 0,
      lang: c.get('lang'),
    });
    return c.body(new Uint8Array(pdf), 200, {
      'content-type': 'application/pdf',
      'content-disposition': `attachment; filename="valik-${code}.pdf"`,
      'cache-control': 'private, no-store',
    });
  })
  .get('/diplomas/verify/:code', allow('public'), rateLimit('diploma-verify', { window: 60, max: 30 }), async (c) => {
    return c.json({ data: await verifyDiploma(c.get('deps'), { code: c.req.param('code') }) });
  });
