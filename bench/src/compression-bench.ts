// What response compression saves and costs (pages and JSON: the `compression` middleware of
// api/src/lib/compression.ts; the stylesheet: its build-time .br/.gz twin): bytes on the wire per
// encoding for the main text responses, and requests/s and p99 with and without Brotli under load.
// One real server (current builds, fresh embedded database with the demo seed) on a spare port.
//
//   pnpm build && pnpm --filter @valik/bench run bench:compression
import { request } from 'node:http';
import { readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { writeResultsSection } from './results.ts';
import { CONNECTIONS, DURATION, measure, root, startServer, type Row } from './harness.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3320);
const HEADING = '## Response compression';

/** Size of the body as it travels, and the encoding the server chose. */
function wireBytes(base: string, path: string, acceptEncoding: string | null): Promise<{ bytes: number; encoding: string }> {
  const url = new URL(path, base);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path: url.pathname + url.search, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} }, (res) => {
      let bytes = 0;
      res.on('data', (c: Buffer) => (bytes += c.length));
      res.on('end', () => done({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') }));
    });
    req.on('error', fail);
    req.end();
  });
}

const kb = (n: number) => (n / 1024).toFixed(1);

async function main() {
  const loadBefore = loadavg()[0]?.toFixed(1);
  const server = await startServer(PORT);
  try {
    const courses = (await (await fetch(`${server.base}/api/v1/courses`)).json()) as { data: { slug: string }[] };
    const slug = courses.data[0]?.slug;
    if (!slug) throw new Error('no courses seeded');
    const assets = readdirSync(resolve(root, 'site/dist/client/_astro'));
    const css = assets.find((f) => f.endsWith('.css'));
    const paths: [string, string][] = [
      ['catalogue page', '/courses'],
      ['course page', `/courses/${slug}`],
      ['home page', '/'],
      ['course list API', '/api/v1/courses'],
      ['sitemap', '/sitemap.xml'],
    ];
    if (css) paths.push(['site stylesheet', `/_astro/${css}`]);

    const sizeRows: string[] = [];
    for (const [name, path] of paths) {
      const plain = await wireBytes(server.base, path, null);
      const gzip = await wireBytes(server.base, path, 'gzip');
      const br = await wireBytes(server.base, path, 'gzip, deflate, br');
      if (gzip.encoding !== 'gzip' || br.encoding !== 'br') throw new Error(`${path}: not compressed (${gzip.encoding}, ${br.encoding})`);
      sizeRows.push(
        `| ${name} | \`${path}\` | ${kb(plain.bytes)} | ${kb(gzip.bytes)} (${Math.round((100 * gzip.bytes) / plain.bytes)} %) | ${kb(br.bytes)} (${Math.round((100 * br.bytes) / plain.bytes)} %) |`,
      );
    }

    const loadRows: Row[] = [];
    for (const [name, path] of paths.slice(0, 4)) {
      loadRows.push(await measure(server.base, `${name}, uncompressed`, path));
      loadRows.push(await measure(server.base, `${name}, Brotli`, path, { 'accept-encoding': 'gzip, deflate, br' }));
    }
    const loadAfter = loadavg()[0]?.toFixed(1);
    const lines = [
      `Measured ${new Date().toISOString().slice(0, 10)} with \`pnpm --filter @valik/bench run bench:compression\` on ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}.`,
      'One server (current builds, embedded PGlite with the demo seed, catalogue cache on). Pages and JSON: Brotli quality 4,',
      'gzip level 6, compressed per response (text types only, bodies from 1 KB; images, fonts and event streams never);',
      'the stylesheet: its twin written at build time (Brotli 11, gzip 9).',
      '',
      '| response | path | identity KB | gzip KB | Brotli KB |',
      '|---|---|---:|---:|---:|',
      ...sizeRows,
      '',
      `Under load: autocannon on the same machine, ${CONNECTIONS} connections, ${DURATION} s per row, with and without`,
      `\`Accept-Encoding: gzip, deflate, br\`. Load average (1 min) ${loadBefore} before and ${loadAfter} after.`,
      '',
      '| what | path | requests/s | p50 ms | p99 ms | errors | non-2xx |',
      '|---|---|---:|---:|---:|---:|---:|',
      ...loadRows.map((r) => `| ${r.name} | \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.errors} | ${r.non2xx} |`),
      '',
      'Reading: over loopback the bytes cost nothing, so the load rows show only the CPU price of compressing.',
      'For the Astro pages that price is lost in the rendering (rows within the noise of a shared machine); for a small,',
      'cached JSON answer it is visible (requests/s of the uncompressed API row against the Brotli row). On a real',
      'connection (a phone on 4G) every page arrives in a fifth of the bytes, which is what the user waits for.',
      '',
    ];
    writeResultsSection(HEADING, lines.join('\n'));
    console.log(lines.join('\n'));
  } finally {
    await server.stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
