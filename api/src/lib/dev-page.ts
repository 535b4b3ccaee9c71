// The pages of the development tools (/dev/mailbox, /dev/errors): plain HTML, one look, never in production.

export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

export const tallinnTime = (d: Date) => d.toLocaleString('et-EE', { timeZone: 'Europe/Tallinn' });

export interface DevPage {
  /** 'mailbox', 'errors': in the title and the header */
  tool: string;
  title: string;
  /** the header's links (HTML) */
  nav: string;
  body: string;
  /** the tool's own styles */
  css?: string;
  /** main's width in px */
  width?: number;
}

export function devPage(page: DevPage): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(page.title)} · Valik dev ${page.tool}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;background:#f6f4f1;color:#1f1f1f}
header{background:#1f1f1f;color:#fff;padding:12px 20px}header a{color:#fff}
main{max-width:${page.width ?? 960}px;margin:0 auto;padding:20px}
table{width:100%;border-collapse:collapse;background:#fff}th,td{text-align:left;padding:10px;border-bottom:1px solid #e5e1dc;vertical-align:top}
td a{color:#b33f00;font-weight:600}.muted{color:#5f5f5f;font-size:14px}
pre{white-space:pre-wrap;background:#fff;padding:16px;border:1px solid #e5e1dc}
${page.css ?? ''}
</style></head><body><header><strong>Valik dev ${page.tool}</strong> · ${page.nav} · development only</header><main>${page.body}</main></body></html>`;
}

const STAND_IN_CSS = `body{line-height:1.45}h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:28px}
table{margin-bottom:12px}th,td{padding:8px 10px}.ok{color:#1b5e20}.bad{color:#b71c1c}
form.row{display:flex;flex-wrap:wrap;gap:8px;align-items:end;margin:8px 0 16px}label{display:flex;flex-direction:column;font-size:14px;gap:4px}
input,select{padding:8px;font:inherit;min-width:0}button{padding:8px 14px;font:inherit;border-radius:6px;border:1px solid #9a3412;background:#fff;color:#9a3412;cursor:pointer}
button.primary{background:#c2410c;color:#fff}code{background:#fff;padding:1px 4px}
.card{background:#fff;border:1px solid #e5e1dc;border-radius:8px;padding:16px;margin:12px 0}`;

/** A page of a local stand-in (/dev/discord, /dev/learnworlds, /dev/classroom) that speaks `provider`'s protocol. */
export function standInPage(provider: string, title: string, body: string): string {
  return devPage({
    tool: `${provider} stand-in`,
    title,
    nav: '<a href="/dev/discord">Discord</a> · <a href="/dev/learnworlds">LearnWorlds</a> · <a href="/dev/classroom">Classroom</a> · speaks the provider\'s protocol',
    body,
    css: STAND_IN_CSS,
    width: 980,
  });
}
