// Every build writes `build.json` ({ id, time }) beside index.html and names itself in a meta tag of
// index.html, so an open tab can tell when a newer build is out (product-spec §7 "build update checks";
// features/new-build). The id is a hash of the output's (content-hashed) file names: a rebuild that
// changes nothing keeps its id and prompts nobody. Used by the portal and the console.
import type { Plugin } from 'vite';
import { BUILD_MANIFEST_FILE, BUILD_META_NAME, type BuildManifest } from '@valik/domain';

/** FNV-1a, 2 × 32 bits: enough to tell builds apart, and no Node import in a file the app's tsconfig reads. */
function shortHash(text: string): string {
  let a = 0x811c9dc5;
  let b = 0x01000193;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193) >>> 0;
    b = Math.imul(b ^ code, 0x5bd1e995) >>> 0;
  }
  return a.toString(16).padStart(8, '0') + b.toString(16).padStart(8, '0');
}

export function buildManifestPlugin(): Plugin {
  return {
    name: 'valik-build-manifest',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const names = Object.keys(bundle)
          .filter((name) => name !== 'index.html' && !name.endsWith('.map'))
          .sort();
        const manifest: BuildManifest = { id: shortHash(names.join('\n')), time: new Date().toISOString() };
        const html = bundle['index.html'];
        if (html?.type === 'asset') {
          html.source = String(html.source).replace(
            '</head>',
            `<meta name="${BUILD_META_NAME}" content="${manifest.id}" data-time="${manifest.time}"></head>`,
          );
        }
        this.emitFile({ type: 'asset', fileName: BUILD_MANIFEST_FILE, source: `${JSON.stringify(manifest)}\n` });
      },
    },
  };
}
